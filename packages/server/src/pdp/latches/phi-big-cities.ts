/**
 * Capitals and large cities, in English and in their own spelling (ADR 0056), lower case and
 * without diacritics (looked up after fold()). The gazetteer holds most of them, but also holds
 * them as surnames ("Madrid", "Porto", "Lagos"), and some native spellings not at all ("Lisboa",
 * "Warszawa"): in a place slot a word from this list is a town without a travel verb. Written from
 * general knowledge; it needs no completeness, the gazetteer and the cue rules cover the rest.
 * With it, the look-ups the town-slot modules share (phi-town-slots.ts, phi-street-parts.ts).
 */
import { COUNTRIES, fold, isCity, MEDICAL, ORG_TAILS, US_STATES } from './phi-lexicon.js';
import { isRegionName, REGIONS } from './phi-regions.js';

export const BIG_CITIES: ReadonlySet<string> = new Set([
  ...`
  london paris berlin madrid rome roma milan milano naples napoli turin torino florence firenze venice venezia
  bologna genoa genova palermo lisbon lisboa porto barcelona valencia seville sevilla zaragoza malaga bilbao
  amsterdam rotterdam utrecht eindhoven groningen brussels bruxelles antwerp antwerpen ghent gent liege vienna
  wien graz salzburg innsbruck zurich geneva geneve basel bern lausanne munich munchen cologne koln hamburg
  frankfurt stuttgart dusseldorf dortmund essen leipzig dresden hanover hannover nuremberg nurnberg bremen
  lyon marseille toulouse bordeaux lille nantes strasbourg nice montpellier rennes copenhagen kobenhavn aarhus stockholm gothenburg goteborg malmo uppsala oslo bergen trondheim helsinki espoo
  tampere turku reykjavik dublin cork galway limerick belfast edinburgh glasgow aberdeen dundee inverness
  cardiff manchester liverpool birmingham leeds sheffield bristol newcastle nottingham leicester warsaw warszawa
  krakow cracow lodz wroclaw poznan gdansk gdynia szczecin prague praha brno ostrava bratislava budapest
  debrecen bucharest bucuresti cluj sofia plovdiv belgrade beograd zagreb ljubljana sarajevo skopje tirana
  athens athina thessaloniki istanbul ankara izmir kyiv kiev lviv kharkiv odesa odessa minsk vilnius riga
  tallinn moscow moskva novosibirsk tbilisi yerevan baku almaty tashkent cairo alexandria casablanca rabat
  marrakech tunis algiers lagos abuja ibadan kano accra kumasi dakar abidjan nairobi mombasa kampala kigali
  luanda kinshasa harare lusaka maputo johannesburg pretoria durban khartoum tehran baghdad riyadh jeddah mecca
  dubai sharjah doha manama muscat amman beirut damascus jerusalem haifa karachi lahore islamabad rawalpindi
  kabul dhaka chittagong kathmandu colombo mumbai bombay delhi bangalore bengaluru hyderabad chennai madras
  kolkata calcutta pune ahmedabad jaipur lucknow kochi cochin surat nagpur bhopal indore patna chandigarh
  beijing shanghai guangzhou shenzhen chengdu wuhan tianjin chongqing nanjing xian hangzhou taipei kaohsiung
  seoul busan incheon daegu tokyo osaka kyoto yokohama nagoya sapporo fukuoka kobe hiroshima sendai manila cebu
  davao jakarta surabaya bandung medan bangkok hanoi saigon yangon sydney melbourne brisbane perth adelaide
  canberra hobart auckland christchurch toronto montreal vancouver calgary edmonton ottawa winnipeg halifax
  quebec guadalajara monterrey puebla tijuana havana bogota medellin cali barranquilla cartagena caracas
  maracaibo quito guayaquil lima cusco arequipa valparaiso cordoba rosario mendoza montevideo asuncion sucre
  cochabamba brasilia fortaleza recife curitiba manaus belem managua tegucigalpa chicago houston phoenix
  philadelphia dallas jacksonville indianapolis seattle denver boston nashville detroit portland memphis
  louisville baltimore milwaukee albuquerque tucson fresno sacramento atlanta miami oakland minneapolis tulsa
  cleveland pittsburgh cincinnati tampa honolulu anchorage omaha raleigh buffalo newark flint
  wellington dunedin nicosia valletta podgorica chisinau bishkek dushanbe ashgabat ulaanbaatar vientiane thimphu
  windhoek gaborone lilongwe antananarivo yaounde douala bamako niamey ouagadougou conakry freetown cotonou
  nouakchott mogadishu asmara
  `
    .split(/\s+/)
    .filter(Boolean),
  // Names of several words, separated by "|".
  ...'hong kong|kuala lumpur|buenos aires|sao paulo|belo horizonte|phnom penh|rio de janeiro|new york|san antonio|san diego|dar es salaam|addis ababa|tel aviv|cape town|mexico city|ciudad de mexico|ho chi minh|los angeles|san francisco|san jose|las vegas|new delhi|st petersburg|saint petersburg|quezon city|kuwait city|panama city|guatemala city|santiago de chile|la paz|san juan|den haag|the hague|frankfurt am main|abu dhabi|new orleans|salt lake city|kansas city|oklahoma city|ha noi|ho chi minh city|da nang|hai phong|petaling jaya|george town|san salvador|santo domingo|port-au-prince|new taipei|port louis|port moresby|santa cruz|san pedro sula'.split(
    '|',
  ),
]);

/** A country, a state or a province (left in clear like a state), lower case. */
export const region = (w: string) => COUNTRIES.has(fold(w)) || US_STATES.has(w) || REGIONS.has(w) || isRegionName(w);
/** A capital or large city (lower case). */
export const big = (p: string) => BIG_CITIES.has(fold(p));
/** A town the gazetteer holds, with no medical or organization word in it (lower case). */
export const listed = (p: string) => isCity(p) && !p.split(' ').some((w) => MEDICAL.has(w) || ORG_TAILS.has(w));
