/**
 * Countries as their own languages and their neighbours write them, and the states, provinces and regions
 * of large countries (ADR 0085). Safe Harbor leaves states and countries in clear, but the English lists
 * hold "Spain" and "Ontario", not "España", "Sverige" or "Yucatán": the name list holds many such words
 * as surnames, so an address ending "48011 Bilbao (Bizkaia), España" or "97000 Mérida, Yucatán" lost its
 * country or state to a PERSON. Written from general knowledge (each country's own list of its first-level
 * divisions); both the accented and the plain spelling are listed. Left out on purpose: divisions named
 * as their capital city ("México", "São Paulo", "Rio de Janeiro", "Madrid", "Berlin", "Cebu"), which stay
 * towns, and divisions that are frequent surnames or given names ("Guerrero", "Hidalgo", "Morelos",
 * "Santander", "Bolívar", "Rizal", "Quezon", "Isabela", "Hesse", "Brandenburg", "Mendoza", "Aragón",
 * "Navarra", "Calabria", "Puglia", "Piemonte", "Brittany", "Limburg"): before a region a comma makes the
 * word before it a town ("Sudbury, Ontario"), which a list of people must not become ("Kevin, Brittany and Terri").
 * No imports: phi-lexicon-words.ts and phi-regions.ts read these lists while they load.
 */

const plain = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');
/** The entries of a list separated by commas, lower case, each with its spelling without diacritics too. */
const entries = (s: string) =>
  s
    .split(',')
    .map((w) => w.trim().replace(/\s+/g, ' '))
    .filter((w) => w !== '')
    .flatMap((w) => (plain(w) === w ? [w] : [w, plain(w)]));

/** Country names in their own language or in Spanish, French, Portuguese, German, Italian and Dutch. */
export const COUNTRY_ENDONYMS: readonly string[] = entries(`
  españa, méxico, perú, panamá, brasil, canadá, haití, belice, república dominicana, estados unidos,
  reino unido, alemania, francia, inglaterra, escocia, irlanda, suiza, suecia, noruega, dinamarca,
  finlandia, holanda, países bajos, bélgica, grecia, rusia, japón, corea, filipinas, marruecos, argelia,
  túnez, egipto, sudáfrica, nueva zelanda, turquía, polonia, hungría, rumania, rumanía, ucrania, italia,
  portugal, república checa,
  alemanha, frança, inglaterra, escócia, suíça, suécia, noruega, dinamarca, países baixos, bélgica, grécia,
  rússia, japão, coreia, moçambique, cabo verde, guiné-bissau, são tomé, timor-leste, áfrica do sul,
  estados unidos da américa, irlanda do norte,
  allemagne, espagne, angleterre, écosse, irlande, suisse, suède, norvège, danemark, pays-bas, belgique,
  grèce, russie, japon, corée, maroc, algérie, tunisie, égypte, liban, sénégal, côte d'ivoire, cameroun,
  mexique, brésil, royaume-uni, états-unis, pologne, hongrie, roumanie, autriche, italie, tchéquie,
  deutschland, österreich, schweiz, frankreich, spanien, italien, england, schottland, irland, schweden,
  norwegen, dänemark, finnland, niederlande, belgien, griechenland, russland, polen, ungarn, rumänien,
  tschechien, türkei, vereinigte staaten, vereinigtes königreich, großbritannien, grossbritannien,
  germania, spagna, francia, inghilterra, scozia, svizzera, svezia, norvegia, danimarca, paesi bassi,
  olanda, belgio, grecia, russia, giappone, stati uniti, regno unito, polonia, ungheria, romania, turchia,
  nederland, belgië, duitsland, frankrijk, spanje, italië, engeland, schotland, ierland, zwitserland,
  zweden, noorwegen, denemarken, griekenland, rusland, verenigde staten, verenigd koninkrijk, oostenrijk,
  sverige, norge, danmark, suomi, polska, česko, slovensko, magyarország, românia,
  hrvatska, srbija, slovenija, crna gora, shqipëria, bălgarija, ελλάδα, eesti, latvija, lietuva, éire,
  cymru, türkiye, nippon, nihon, zhongguo, pilipinas, viet nam, việt nam, misr, al-maghrib,
  sakartvelo, hayastan, azərbaycan, qazaqstan, o'zbekiston, méxico, perú, brasil`);

/** First-level divisions of large countries, by their own names (and the English ones the lists lack). */
export const WORLD_REGIONS: readonly string[] = entries(`
  aguascalientes, baja california, baja california sur, campeche, chiapas, chihuahua, coahuila, jalisco,
  michoacán, nayarit, nuevo león, oaxaca, querétaro, quintana roo, san luis potosí, sinaloa, tabasco,
  tamaulipas, tlaxcala, veracruz, yucatán, zacatecas, estado de méxico, cdmx,
  alagoas, amapá, amazonas, bahia, ceará, espírito santo, goiás, maranhão, mato grosso,
  mato grosso do sul, minas gerais, paraíba, paraná, pernambuco, piauí, rio grande do norte,
  rio grande do sul, rondônia, roraima, santa catarina, sergipe, tocantins, distrito federal,
  andalucía, cantabria, castilla y león, castilla-la mancha, cataluña, catalunya,
  extremadura, país vasco, euskadi, bizkaia, vizcaya, gipuzkoa, guipúzcoa, álava,
  comunidad valenciana, comunitat valenciana, islas baleares, illes balears, canarias, islas canarias,
  comunidad de madrid, región de murcia,
  lombardia, lombardy, piedmont, liguria, toscana, tuscany, emilia-romagna, lazio, campania,
  apulia, sicily, sardegna, sardinia, molise, basilicata, umbria,
  friuli-venezia giulia, trentino-alto adige, südtirol, valle d'aosta,
  bayern, bavaria, baden-württemberg, niedersachsen, lower saxony, mecklenburg-vorpommern,
  nordrhein-westfalen, north rhine-westphalia, rheinland-pfalz, rhineland-palatinate, saarland, sachsen,
  saxony, sachsen-anhalt, schleswig-holstein, thüringen, thuringia, hessen,
  île-de-france, bretagne, normandie, occitanie, nouvelle-aquitaine,
  auvergne-rhône-alpes, provence-alpes-côte d'azur, grand est, hauts-de-france, bourgogne-franche-comté,
  pays de la loire, centre-val de loire,
  vlaanderen, wallonie, wallonia, noord-holland, zuid-holland, noord-brabant, gelderland,
  overijssel, friesland, drenthe, zeeland,
  punjab, haryana, bihar, assam, jammu and kashmir, tripura, manipur, meghalaya, mizoram, nagaland, sikkim,
  sindh, khyber pakhtunkhwa, balochistan,
  batangas, cavite, bulacan, pampanga, pangasinan, nueva ecija, zambales, bataan, albay,
  camarines sur, ilocos norte, ilocos sur, leyte, bohol, palawan, negros occidental, negros oriental,
  mindanao, luzon, visayas, metro manila,
  guangdong, guangxi, fujian, zhejiang, jiangsu, shandong, henan, hebei, hubei, hunan, sichuan, yunnan,
  guizhou, shaanxi, shanxi, gansu, qinghai, liaoning, heilongjiang, anhui, jiangxi, hainan, xinjiang,
  inner mongolia, ningxia, tibet,
  gauteng, kwazulu-natal, western cape, eastern cape, northern cape, limpopo, mpumalanga,
  jawa barat, jawa tengah, jawa timur, west java, central java, east java, sumatera utara, north sumatra,
  antioquia, cundinamarca, valle del cauca, atlántico, tucumán, chubut, neuquén, entre ríos, misiones`);
