/**
 * Ordinary nouns of other languages that a capital says nothing about (ADR 0090). German capitalizes every
 * noun ("die Tasche", "im März", "Innere Medizin", "Physio Zentrum Eppendorf"), Vietnamese forms open their
 * lines with labels ("Họ tên:", "Nơi làm việc:"), and Romance and Dutch letters open sentences with a day or
 * a month. The name list (~197k given names and surnames, looked up with accents folded) holds many of these
 * by accident ("Tasche", "März", "họ" as "ho"), and two words in no list read as a given name and a surname
 * ("Dekompensierte Leberzirrhose"). Written by class from general knowledge (body, illness, care, home,
 * time, family, work and papers), not from any note. Left out on purpose: nouns that are frequent surnames or
 * given names (German "Keller", "Sommer", "Winter", "Freitag", "Zimmer", "Koch", "Bauer", "Mann"; "Mai",
 * "Julio", "Domingo", "Avril"), words that are also towns ("Essen", "Zug", "Regen") and, for Vietnamese,
 * every syllable that names are made of ("Mai", "Công", "Nhân", "Sáng") and every word written without
 * accents ("ho", "cho", "xin", "trong"): "Nguyen Thi Ho" keeps its name. Like the words of ADR 0078 they are
 * never part of a name without a title or a given name before them (phi-name-kinds.ts, foreignSurname):
 * "Dr. Tasche" and "Michael Tasche" stay people.
 *
 * And a German shape (germanNoun): a word in no list with a German noun's or inflected adjective's ending
 * ("Dekompensierte", "Niereninsuffizienz", "Hyperzelluläres") is no name when German function words stand
 * around it.
 */

const GERMAN = `
  kopf gesicht auge augen ohr ohren nase mund zunge lippen nacken schulter schultern arme ellenbogen
  handgelenk daumen brust brustkorb rücken magen darm niere nieren lungen milz gallenblase blase harnblase blut
  knochen gelenk gelenke knie hüfte beine fuß füße zeh zehen ferse haut haare muskel muskeln sehne sehnen nerv
  nerven gehirn wirbelsäule becken schädel rippe rippen gefäß gefäße ader vene venen arterie arterien
  schilddrüse bauchspeicheldrüse gebärmutter eierstock eierstöcke lymphknoten speiseröhre luftröhre kehlkopf
  mandeln gaumen stirn schläfe wange kinn achsel leiste oberschenkel unterschenkel knöchel sprunggelenk
  oberarm unterarm handrücken fußsohle zwerchfell bandscheibe knochenmark
  krankheit krankheiten erkrankung erkrankungen entzündung infektion fieber husten schnupfen schmerz
  schmerzen kopfschmerzen bauchschmerzen rückenschmerzen brustschmerzen halsschmerzen übelkeit erbrechen
  durchfall verstopfung schwindel müdigkeit atemnot luftnot ausschlag juckreiz schwellung blutung wunde narbe
  fraktur verletzung verletzungen unfall sturz stürze eingriff narkose behandlung untersuchung untersuchungen
  blutdruck blutzucker blutbild blutwerte laborwerte röntgen ultraschall sonographie sonografie
  computertomographie kernspintomographie magnetresonanztomographie szintigraphie biopsie spiegelung
  magenspiegelung darmspiegelung koloskopie gastroskopie bronchoskopie endoskopie punktion spritze impfung
  tablette tabletten medikament medikamente rezept rezepte einweisung krankschreibung arbeitsunfähigkeit
  bescheinigung diagnosen nachsorge kontrolle wiedervorstellung notfall rettungsdienst krankenwagen
  rettungswagen notarzt pflege pflegegrad arztpraxis zahnarzt apotheker versicherung versicherungsnummer
  versichertenkarte gesundheitskarte zuzahlung rechnung medizin geburtshilfe kinderheilkunde psychotherapie
  physiotherapie ergotherapie logopädie anästhesie orthopädie dermatologie augenheilkunde zentrum ambulanz
  abteilung klinikdirektor hebamme verordnung dosis dosierung einnahme nebenwirkung nebenwirkungen wirkung
  leberzirrhose zirrhose bluthochdruck hypertonie herzinsuffizienz herzinfarkt schlaganfall lungenentzündung
  pneumonie metastasen leukämie anämie thrombose embolie lungenembolie niereninsuffizienz nierenversagen
  harnwegsinfekt blasenentzündung gallensteine nierensteine arthrose rheuma osteoporose gicht demenz
  angststörung epilepsie migräne allergie unverträglichkeit erkältung aszites ikterus gelbsucht varizen
  ösophagusvarizen enzephalopathie ödem ödeme dekompensation insuffizienz stenose verschluss entgleisung
  exazerbation rezidiv myeloblasten blasten vorhofflimmern herzrhythmusstörung herzschwäche atemwegsinfekt
  mittelohrentzündung mandelentzündung gürtelrose windpocken masern röteln keuchhusten
  tasche taschen koffer schlüssel telefon paket karte ausweis wagen fahrrad bahn straßenbahn flughafen
  bahnhof haltestelle straße wohnung küche badezimmer schlafzimmer wohnzimmer garten tür fenster treppe
  aufzug stuhl schrank brille kleidung jacke hemd schuhe kleid mütze flasche löffel frühstück mittagessen
  abendessen brot brötchen käse obst gemüse apfel kartoffel kartoffeln nudeln suppe kaffee wasser saft
  jahr jahre monat monate woche wochen tage stunde stunden minuten sekunde sekunden vormittag mittag
  nachmittag nacht wochenende feiertag urlaub ferien geburtstag weihnachten ostern neujahr januar februar
  märz oktober dezember dienstag mittwoch donnerstag samstag sonnabend anfang mitte zeit uhrzeit zukunft
  vergangenheit gegenwart
  mädchen eltern großmutter großvater cousine neffe nichte partnerin freundin nachbar nachbarin kollege
  kollegin chefin mitarbeiter mitarbeiterin kunde kundin leute familie betreuer betreuerin vormund
  arbeit beruf firma unternehmen betrieb büro studium ausbildung lehrerin schülerin studentin stelle gehalt
  lohn vertrag kündigung antrag formular unterlagen dokument dokumente bescheid bestätigung nachweis
  genehmigung unterschrift kopie frage fragen antwort anfrage informationen hinweis hilfe probleme grund
  sache teil beispiel möglichkeit lösung entscheidung ergebnis ergebnisse werte zahl nummer adresse
  anschrift telefonnummer vorname nachname geburtsdatum geburtsort wohnort staatsangehörigkeit
  familienstand geschlecht arbeitgeber amt behörde gericht polizei stadt dorf gemeinde bezirk stadtteil
  viertel nähe gegend heimat ausland
  leben freude ruhe schlaf traum hoffnung gefühl gedanke idee meinung entschuldigung besuch reise fahrt
  ankunft abfahrt rückkehr schnee sonne kälte hitze temperatur gewicht größe länge menge anzahl prozent
  gabe beginn umstellung erhöhung reduktion steigerung`;

/**
 * Vietnamese labels and ordinary words, with their accents; no syllable of a name, no word without accents, and no
 * word of an address ("Phường", "Quận", "phố": the place recognizers read them with their district).
 */
const VIETNAMESE = `
  họ tên nơi làm việc địa chỉ ngày tháng giới tính nghề nghiệp số điện thoại chẩn đoán bệnh viện khám
  tiền sử kết quả điều trị thuốc xét nghiệm người nhà quê quán dân tộc tuổi phòng lời dặn ghi chú tình
  trạng bác sĩ chị cháu vợ chồng mẹ bố tổ trưởng tế hiểm nhập
  xuất vào kính gửi thưa cảm ơn chào và của với được đã đang sẽ này đó tại đến ngoài trước khi nếu vì
  nên nhưng hoặc rất cũng đều lúc giờ chiều tối hôm tuần uống ngủ đau sốt mệt khỏe khoẻ cần gặp hẹn tái
  liều viên lần mỗi nằm về đi`;

/** Days, months and letter words of Dutch, French, Spanish, Portuguese and Italian that open sentences. */
const ROMANCE_AND_DUTCH = `
  januari februari maart maandag dinsdag woensdag donderdag vrijdag zaterdag zondag afspraak uitslag
  verwijzing klachten bloeddruk medicatie spoedeisende eerste hulp
  janvier février juin juillet août septembre octobre novembre décembre lundi mardi mercredi jeudi vendredi
  samedi dimanche rendez-vous
  enero febrero marzo junio septiembre octubre noviembre diciembre lunes miércoles jueves viernes sábado
  cita receta
  janeiro fevereiro março junho julho setembro outubro dezembro segunda-feira terça-feira quarta-feira
  quinta-feira sexta-feira terça quarta sexta receita
  gennaio febbraio giugno luglio settembre ottobre dicembre lunedì martedì mercoledì giovedì venerdì
  ricetta appuntamento`;

/** Every noun above, lower case: never part of a name without a title (phi-names-foreign.ts). */
export const COMMON_NOUNS: readonly string[] = [GERMAN, VIETNAMESE, ROMANCE_AND_DUTCH]
  .join(' ')
  .split(/\s+/)
  .filter((w) => w !== '');

/**
 * Endings of German nouns ("-ung", "-keit", "-zirrhose", "-insuffizienz", "-logie"; heads of compounds such as
 * "-fraktur", "-katheter", "-geräte") and of inflected
 * adjectives and participles ("-ische", "-liche", "-ierte", "-äres"), on words of seven letters or more.
 * Bare "-ig", "-lich", "-isch" are left out: surnames end so ("Ludwig", "Fröhlich", "Fritsch").
 */
const GERMAN_ENDING =
  /(?:ung|ungen|heit|heiten|keit|keiten|schaft|schaften|tät|täten|ismus|ose|osen|itis|ämie|urie|enz|logie|therapie|skopie|tomie|graphie|grafie|pathie|ierte|ierten|ierter|iertes|ische|ischen|ischer|isches|liche|lichen|licher|liches|ige|igen|iger|iges|äre|ären|ärer|äres|elle|ellen|eller|elles|ive|iven|iver|ives|fraktur|frakturen|katheter|gerät|geräte|geräten|einkauf)$/;

/** Function words of German; two are asked for, as "der" and "im" stand in Dutch names and English too. */
const GERMAN_WORD =
  /(?:^|[^\p{L}])(?:und|mit|nicht|für|bei|einen|einem|einer|eine|zur|zum|vom|wurde|wurden|sind|ist|auf|nach|sehr|uns|wir|ich|bitte|über|keine|dem|der|im|ein|auch|oder|rechts|links|mittels|Herrn|Frau)(?![\p{L}])/gu;

/**
 * Whether `lc`, a capitalized word in no list, is shaped like a German noun or adjective and two German
 * function words stand within eighty characters of it (`start`, `end`): "Diagnose: Dekompensierte
 * Leberzirrhose" after "bei uns … wurde". One bounded window per such word. After a German preposition that
 * is also a name ("Bei Verschlechterung bitte …", ADR 0097) one more German word is `need`.
 */
export function germanNoun(text: string, lc: string, start: number, end: number, need = 2): boolean {
  if (lc.length < 7 || !GERMAN_ENDING.test(lc)) return false;
  const window = text.slice(Math.max(0, start - 80), end + 80);
  let n = 0;
  for (const _ of window.matchAll(GERMAN_WORD)) if (++n >= need) return true;
  return false;
}
