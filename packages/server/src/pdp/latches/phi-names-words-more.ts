/**
 * Function words and everyday words of notes and letters in Polish, Czech, Romanian, Swedish, Norwegian and
 * Danish, Finnish and Hungarian (ADR 0120), Turkish, Malay/Indonesian and Tagalog, and German office nouns (ADR 0097), as ADR 0085 and ADR 0090
 * did for six other languages. The name list (~197k given names and surnames, accents folded) holds many of
 * them by accident, and a word in no list reads as a name too, so a heading or a sentence that opens with one
 * read as a person ("Jabatan Perubatan", "Laporan Insiden", "Aile hekimi", "Bestellung Nr.", "Groet, Wendy").
 * Written by class from general knowledge (function words; greetings and closings; labels of forms; wards,
 * departments and posts; months and days; nouns of notes, letters and orders), not from any note.
 *
 * Left out on purpose: words that are frequent given names or surnames somewhere (Polish "Maj", "Maja";
 * Turkish "Nisan", "Kasım", "Cuma", "Ateş"; Malay "Hari", "Hasil", "Waris", "Ahad", "Khamis"; "Luka",
 * "Surat"; Czech "Sestra"), and towns ("Ağrı"). Words that are also names or particles somewhere (Chinese and
 * Korean "Pan", "Tam", "Ang", "Min", "Han", "Yang", Japanese "Ito", "Kay", "Sen", "Ama") are in NAMES_TOO_MORE:
 * a function word only before a lower-case word of its language (phi-names-function-words.ts). The others join
 * the never-names (phi-names-foreign.ts): part of a name only after a title or a given name ("Dr. Aile").
 */

const POLISH = `
  oraz lub albo ale że który która które tego tej jest są był była było jeszcze bardzo także również dzisiaj
  dziś wczoraj jutro teraz tutaj gdzie kiedy dlaczego ona oni przez dla przy pod nad przed między bez
  proszę serdecznie poważaniem pozdrowienia witam
  styczeń stycznia lutego marca kwietnia czerwca lipca sierpień sierpnia
   września październik października listopada grudnia poniedziałek wtorek środa
  czwartek  
  badania wyniki wynik epikryza leki oddziału szpitala izba przyjęć poradnia lekarka recepta zwolnienie
  urodzenia rodzina opiekun opiekunka kontrola wizyta historia choroba choroby ból gorączka kaszel duszność
  nadciśnienie cukrzyca uwagi informacja informacje dotyczy zgłoszenie sprawa wniosek zamówienie faktura
  dostawa dział kierownik dyrektor sekretariat przyjęcie zalecenie zabieg operacja opis
  przebieg hospitalizacji osobowe przyjęcia dawkowanie konsultacja wyrazami szacunku chorób wewnętrznych
  ratunkowy ratunkowego ośrodek zdrowia prowadzący prowadząca oddziałowa godz godzina pytanie czy mam jestem
  będzie został została przyjęty przyjęta wypisany wypisana obecnie`;

const CZECH = `
  jsou byl byla bylo není ale nebo že který která které jeho její jejich tento tato toto také velmi již už
  dnes včera zítra ano při pro přes mezi děkuji dobrý pozdravem vážený vážená vážení
   ledna únor února březen března dubna květen května června červenec července srpen srpna
  říjen října listopadu prosinec prosince pondělí úterý středa čtvrtek neděle
  jméno příjmení rodné číslo narození bydliště diagnóza anamnéza onemocnění objektivně závěr doporučení
  medikace propouštěcí zpráva oddělení nemocnice lékař lékařka pacientka pojišťovna vyšetření léčba
  kontrola žádanka příjem propuštění
  osobní rodinná pracovní sociální alergie léky abúzus laboratorně interní chirurgické urgentní ošetřující
  doktore`;

const ROMANIAN = `
  și sau în pentru prin despre este sunt foarte această acest acesta acestei noi voi
  ianuarie februarie martie aprilie iunie iulie septembrie octombrie noiembrie decembrie marți miercuri
  vineri sâmbătă duminică bună ziua mulțumesc mulțumim stimă stimate stimată
  nume prenume vârsta vârstă nașterii adresa diagnosticul tratament tratamentul internare externare
  scrisoare medicală secția sectia spitalul spital medicul asistenta pacientul pacienta recomandări
  recomandari anamneza analize observații observatii concluzii bilet trimitere rețetă reteta
  domnule vă motivele internării istoric evoluție evolutie epicriza județean judetean primar semnătura
  semnatura parafa
  urgență urgenţă urgenta curant`;

const SWEDISH = `
  och eller att på av för från vid efter innan det ett vi inte också mycket idag igår imorgon här där
  när hur vad vem varför nej
  januari februari mars augusti september oktober november december måndag tisdag onsdag torsdag fredag
  lördag söndag
  hälsning vänlig hälsar
  patienten mottagning mottagningen akuten sjukhuset diagnos läkemedel provsvar blodtryck anhörig anhöriga
  kontaktperson personnummer namn datum födelsedatum planering aktuellt anamnes utskrivning inskrivning
  epikris uppföljning återbesök kallelse vårdplan sjukskrivning intyg avdelningen läkaren ansvarig
  bästa remissvar svar kontakt akutmottagningen överläkare specialistläkare distriktsläkare sammanfattning
  har är vill blev fick gick kommer mår
  jag ni denna detta dessa ingen inget nästa sätter sätt finns behöver ska får tar välkommen välkomna`;

const NORWEGIAN_DANISH = `
  og af etter efter før ikke også meget mye nå hvor hvordan hva hvad hvem hvorfor nei dere vores
  januar februar desember mandag tirsdag onsdag torsdag fredag lørdag søndag
  hilsener vennlig kjære kære
  pasient pasienten patienten legen avdeling afdeling legevakt legevakten fastlege fastlegen akutmottak
  innleggelse indlæggelse udskrivning medisiner medicin prøvesvar blodtrykk pårørende fødselsnummer
  navn adresse fødselsdato kontroll kontrol timeavtale innkalling indkaldelse sykmelding sygemelding
  attest sykehuset sygehuset
  innlagt indlagt konklusjon konklusion anbefaling anbefalinger tiltak funn sykehjem plejehjem
  hjemmesykepleie hjemmesykepleien sønn
  skal ble fikk gikk hadde hei`;

const TURKISH = `
  ve ile bir için gibi çok daha biz siz onlar evet hayır tamam şimdi bugün dün burada orada nerede nasıl
  neden var yok sonra önce göre
  merhaba saygılarımla teşekkürler teşekkür ederim iyi günler sevgiler selamlar sayın
  ocak şubat mayıs haziran temmuz ağustos aralık pazartesi salı çarşamba perşembe cumartesi pazar
  hasta hastanın hastane hastanesi şikayet şikayeti şikâyet öyküsü muayene bulgular tanı tanısı
  tedavi tedavisi ilaç ilaçlar reçete sonuç sonuçları öneri öneriler kontrol randevu poliklinik servis
  servisi acil yoğun bakım dahiliye cerrahi kardiyoloji nöroloji aile hekimi doktor hemşire eczane
  sağlık sağlığı merkezi bakanlığı adı soyadı yaşı cinsiyet doğum tarihi tarih adres telefon kimlik
  yakını yakınları annesi babası oğlu kızı kardeşi sevk epikriz taburcu yatış rapor raporu laboratuvar
  tahlil basıncı öksürük ağrısı bulantı kusma ishal
  özgeçmiş soygeçmiş fizik görüntüleme taburculuk çıkış kadın çocuk genel üroloji onkoloji psikiyatri
  nefroloji endokrinoloji hastalıkları enfeksiyon uzm doç öğr üyesi
  şehir sorumlu hekim tıp fakültesi eğitim araştırma üniversitesi`;

const MALAY_INDONESIAN = `
  dan atau ke dari untuk dengan pada dalam kepada oleh ini itu tidak sudah telah akan sedang belum juga
  sangat ada adalah ialah saya beliau anda sila boleh perlu
  salam hormat benar
  januari februari julai ogos agustus disember desember isnin selasa rabu jumaat jumat sabtu
  senin minggu
  tarikh tanggal jantina jenis kelamin pekerjaan rawatan ubat obat pesakit pasien wad bangsal catatan
  keterangan rujukan laporan insiden kejadian jabatan perubatan kecemasan bahagian bagian rumah sakit
  klinik puskesmas doktor dokter jururawat perawat bidan keluarga hubungan nombor nomor tempat kad
  pengenalan warganegara pengesahan pemeriksaan keputusan ujian tekanan demam batuk pening muntah
  kemalangan temujanji tindakan ringkasan pelepasan discaj rawatan susulan kecederaan pengurusan pegawai
  kesihatan kementerian negeri daerah ruang poli penyakit keluhan riwayat
  hormatnya sekian pakar pediatrik pembedahan ortopedik obstetrik ginekologi psikiatri radiologi farmasi
  makmal rekod sejarah aduan fizikal pelan utama sekarang fisik diagnosa anjuran spesialis instalasi gawat
  darurat inap yth
  makasih terimakasih siang apakah bisa lagi sejak semalam tolong maaf kenapa bagaimana kapan nggak gak
  enggak mbak harus malam mau masih bawa mohon dok`;

const TAGALOG = `
  mga ay ng kami tayo kayo sila ito iyan iyon dito diyan doon hindi oo opo ba lamang din rin naman kasi
  pero kung kapag para tungkol niya namin natin nila
  magandang umaga hapon maraming salamat
  pangalan edad petsa sintomas gamot ospital nars pasyente lagnat ubo araw bukas kahapon ngayon
  pakisuyo paki kailangan mayroon wala masakit sipon pagsusuri reseta tanong tulong`;

/** Finnish function words, pronouns, greetings, months and days, and words of notes and letters (ADR 0120). */
const FINNISH = `
  hänen hän minä sinä minun sinun meidän teidän heidän tämä tämän nämä että mutta ovat oli olivat olla eivät
  kanssa jälkeen ennen mukaan koska myös vain hyvin paljon tänään eilen huomenna täällä siellä missä miten miksi
  kiitos terveisin ystävällisin hyvää päivää potilas potilaan osasto osastolla sairaala sairaalan lääkäri
  lääkärin hoitaja hoito hoitoa lähete lähetteen diagnoosi tutkimus tutkimukset lääkitys kotiutus kontrolli
  ajanvaraus vastaanotto terveyskeskus asuu osoitteessa työnantaja työnantajansa puhelin syntymäaika nimi osoite
  tammikuu helmikuu maaliskuu huhtikuu toukokuu kesäkuu heinäkuu elokuu syyskuu lokakuu marraskuu joulukuu
  maanantai tiistai keskiviikko torstai perjantai lauantai sunnuntai`;

/** Hungarian function words, courtesy words, months and days, and words of notes and letters (ADR 0120). */
const HUNGARIAN = `
  kérem kérjük tisztelt üdvözlettel köszönöm köszönjük és hogy volt vagy már még nagyon holnap tegnap itt
  beteg beteget betegség kórház kórházi orvosi osztály osztályon kezelés kezelőorvos zárójelentés javaslat
  vizsgálat diagnózis gyógyszer lakcím születési dátum telefonszám címe részére küldje csomagot
  január február március április május június július augusztus szeptember október hétfő kedd szerda
  csütörtök péntek szombat vasárnap`;

/**
 * German nouns of offices, orders and letters, and of the departments and posts that follow a signature
 * ("Petra Hinterberger, Sachbearbeitung"; "Frau Anja Lehmann, Pflegedirektion"; "Bestellung Nr. 2026-4471";
 * "Bei Rückfragen …").
 */
const GERMAN_OFFICE = `
  bestellung bestellungen lieferung lieferschein bestellnummer auftrag auftragsnummer kundennummer
  rechnungsnummer sachbearbeitung verwaltung direktion pflegedirektion geschäftsführung geschäftsleitung
  leitung personalabteilung sekretariat rückfragen rückfrage bedarf anmeldung abrechnung bewerbung
  bewerbungen ansprechpartner ansprechpartnerin maßnahme bewilligung ablehnung widerspruch kostenträger
  krankenkasse krankenversicherung rentenversicherung rehabilitation mitteilung anschreiben datum seite
  stück summe betrag zahlung überweisung bankverbindung kontonummer grüßen freundlichen
  unterschrift ärztliche ärztlicher pflegerische hause unklarheiten`;
/** The German nouns above (for the German prepositions that are also names, phi-names-function-words.ts). */
export const GERMAN_OFFICE_NOUNS: readonly string[] = GERMAN_OFFICE.split(/\s+/).filter((w) => w !== '');

/** Words of Dutch letters of referral that open their lines ("Geachte collega", "Reden van verwijzing"). */
const DUTCH = 'geachte hierbij collega polikliniek vraagstelling beloop lichamelijk aanvullend samenvatting reden';

/** Words of classifications in German and Dutch ("Garden Typ III", "Allman groep I"): no names, as "type" is none. */
const CLASSES = 'typ typus gruppe groep klasse';

/**
 * Closings and thanks written before a comma and the signer's name ("Groet, Wendy Smits", "Hilsen, Kari",
 * "Pozdrawiam, Anna"), of these languages and of those of ADR 0085: never the surname of "Surname, Given"
 * (phi-name-kinds.ts, foreignSurname), though the name list holds some ("Hilsen", "Dank").
 */
const CLOSINGS = `groet groeten hartelijke groetjes mvg dank bedankt hälsningar hälsning kram kramar hilsen hilsner mvh vh tack takk tak
  pozdrawiam pozdrowienia dziękuję pozdravem děkuji saygılarımla teşekkürler selamlar sevgiler mulțumesc salamat
  grüße gruß grüßen danke saludos gracias abrazos atentamente cumprimentos abraços beijos obrigado obrigada saluti
  grazie cordialement merci amitiés bises bjs bjos bjss bjo`;
/** The closings above, for the slot before ", Given". */
export const CLOSING_WORDS: ReadonlySet<string> = new Set(CLOSINGS.split(/\s+/).filter((w) => w !== ''));

/**
 * The words of those languages that are also given names, surnames or particles somewhere: a function word only
 * before a lower-case word of its language ("Ang pasyente ay…", "Han är…"), else a possible name.
 */
export const NAMES_TOO_MORE = `
  pan tam ten ta to co on ona ale jak tak tu nie po od na za
  pro při ne mezi
  ea cu pe din lor luni joi
  han hon min som till dom var men vi inga
  sen ama bu ne biz en ise
  yang di dia kita ke ada saya anda sila salam sakit masuk keluar malam mau masih bawa mohon dok
  ang sa si ni kay ko mo lang pa na ito ng kayo ba rin naman kasi kung niya nila kami`;

/** Every word above, lower case; those that are also names are taken out where they are joined (phi-names-function-words.ts). */
export const MORE_WORDS: readonly string[] = [
  POLISH,
  CZECH,
  ROMANIAN,
  SWEDISH,
  NORWEGIAN_DANISH,
  FINNISH,
  HUNGARIAN,
  TURKISH,
  MALAY_INDONESIAN,
  TAGALOG,
  GERMAN_OFFICE,
  DUTCH,
  CLASSES,
  CLOSINGS,
]
  .join(' ')
  .split(/\s+/)
  .filter((w) => w !== '');

/**
 * Nordic compounds of a ward or a site in their definite form ("Medicinkliniken", "Kvinnokliniken",
 * "Akutmottagningen", "Barneavdelingen", "Universitetssjukhuset"): written as one word, mostly in no list,
 * they read as a name; no name ends so.
 */
const NORDIC_SITE =
  /(?:kliniken|klinikken|avdelningen|avdelingen|afdelingen|mottagningen|mottaket|sjukhuset|sykehuset|sygehuset|centralen|sentralen|centret|senteret)$/;
export const nordicSite = (lc: string): boolean => lc.length >= 10 && NORDIC_SITE.test(lc);
