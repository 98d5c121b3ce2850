/**
 * Well-known consumer companies (ADR 0055), a third part of phi-orgs-known.ts in the same format and
 * under the same rules: the shops, banks, carriers and chains that people name as their employer or
 * where they shop, in the US and in other countries, written from general knowledge. Possessive
 * names ("Chili's") and names that are ordinary words ("~Chime", "~Sprint") count only after a
 * cue. Left out on purpose: person-like names (Harvey Norman, Sue Ryder, Bob Evans, David Jones),
 * single words that are also towns, which a cue like "to" does not tell from the town (Coles, Orange,
 * Argos, Wawa, Lotte: their longer names instead), and bare acronyms that are clinical or common ones
 * (M&S, RBC, ANZ, FNB, BMO, SEB).
 */

/** US grocers, retailers, fuel stops, telecoms, restaurants, banks and credit unions, carriers and other
 * large employers that people name as their workplace or shop. */
const US_CONSUMER = `
Ingles Markets; H-E-B; ~HEB; Wegmans; Meijer; Hy-Vee; Giant Eagle; Giant Food; Stop & Shop; ShopRite; Food Lion;
Harris Teeter; Winn-Dixie; Bi-Lo; Piggly Wiggly; Sprouts Farmers Market; The Fresh Market; Raley's; Stater Bros;
Vons; Ralphs; Fred Meyer; Fry's Food; King Soopers; Smith's Food and Drug; Jewel-Osco; Acme Markets; Shaw's;
Market Basket; Price Chopper; Tops Markets; Weis Markets; Schnucks; Dierbergs; Lunds & Byerlys; Woodman's;
Brookshire's; Brookshire Brothers; Grocery Outlet; Harmons; Smart & Final; Northgate Market; Cardenas Markets;
Food City; Bashas'; Randalls; United Supermarkets; Five Below; Big Lots; Ollie's Bargain Outlet; TJ Maxx; T.J. Maxx;
TJX; Marshalls; HomeGoods; Ross Dress for Less; Burlington Coat Factory; Dillard's; Bloomingdale's;
Saks Fifth Avenue; Neiman Marcus; Hobby Lobby; ~Michaels; Menards; Ace Hardware; Harbor Freight Tools; Northern Tool;
Casey's General Store; ~Casey's; Sheetz; QuikTrip; RaceTrac; Buc-ee's; Love's Travel Stops; Pilot Flying J; Kum & Go;
Maverik; GameStop; Barnes & Noble; Office Depot; Boost Mobile; Cricket Wireless; Metro by T-Mobile; ~Sprint;
US Cellular; CenturyLink; Waffle House; Cracker Barrel; Texas Roadhouse; Red Lobster; Buffalo Wild Wings; Chili's;
Whataburger; In-N-Out Burger; In-N-Out; Five Guys; Shake Shack; Culver's; Zaxby's; Raising Cane's; Bojangles;
Church's Chicken; Hardee's; Carl's Jr; Dairy Queen; Jimmy John's; Jersey Mike's; Firehouse Subs; Papa John's;
Little Caesars; Wingstop; Panda Express; Cheesecake Factory; Dutch Bros; Huntington Bank; Huntington National Bank;
First Horizon; Zions Bancorporation; Comerica; BOK Financial; Synovus; Old National Bank; BMO Harris;
Bank of the West; Navy Federal Credit Union; Navy Federal; PenFed Credit Union; PenFed;
State Employees' Credit Union; BECU; Alliant Credit Union; SchoolsFirst Federal Credit Union;
America First Credit Union; Mountain America Credit Union; Suncoast Credit Union; ~Chime; Cash App; Zelle;
Allegiant Air; SkyWest; Greyhound Lines; ~Greyhound; Schneider National; Swift Transportation;
Old Dominion Freight Line; U-Haul; Shipt; Temu; Shein; AliExpress; JBS USA; Perdue Farms; Pilgrim's Pride;
Allied Universal; Securitas; ~Orkin; Planet Fitness; LA Fitness; Anytime Fitness; Gold's Gym; Jiffy Lube; Pep Boys;
NAPA Auto Parts; Discount Tire
`;

/** Retailers, banks, telecoms, airlines, posts and e-commerce of about 35 other countries (UK, Ireland, Canada,
 * Australia, New Zealand, France, Germany, Italy, Spain, the Low Countries, the Nordics, Poland, Turkey, Russia, Ukraine,
 * Israel, the Gulf, Egypt, Nigeria, Kenya, Ghana, South Africa, India, Bangladesh, Pakistan, Mexico, Brazil, Argentina,
 * Chile, Colombia, Peru, Korea, Japan, China, Taiwan, Singapore, Indonesia, Malaysia, Vietnam, Thailand, the Philippines). */
const WORLD_CONSUMER = `
Greggs; Morrisons; Waitrose; Marks & Spencer; Co-op Food; Currys; John Lewis Partnership; Primark; JD Sports;
Sports Direct; B&Q; Wickes; Screwfix; Homebase; Poundland; Ocado; Costa Coffee; Pret A Manger; ~Nando's;
JD Wetherspoon; Wetherspoons; Travelodge; Sky UK; Royal Mail; Network Rail; National Express; FirstGroup; Arriva;
Santander UK; Virgin Money; Direct Line; Admiral Group; Dunnes Stores; SuperValu; Penneys; Eir; An Post;
Allied Irish Banks; Permanent TSB; Aer Lingus; Loblaw; Loblaws; Sobeys; No Frills; Real Canadian Superstore;
Canadian Tire; Hudson's Bay; Couche-Tard; Alimentation Couche-Tard; Bell Canada; Telus; Vidéotron; Freedom Mobile;
Air Canada; WestJet; Canada Post; Purolator; ~Desjardins; National Bank of Canada; Woolworths; JB Hi-Fi; Bunnings;
Big W; ~Myer; Officeworks; Telstra; Optus; Qantas; Virgin Australia; Jetstar; Australia Post; Suncorp; ~Countdown;
Foodstuffs; Spark New Zealand; Air New Zealand; Kiwibank; Coles Supermarkets; Coles Group; Iberia Airlines;
Carlsberg Group; Hannaford Supermarkets; Lotte Group; Stagecoach Group; Fonterra; Auchan; E.Leclerc; ~Leclerc;
Intermarché; Monoprix; Fnac; Darty; ~Boulanger; Decathlon; Leroy Merlin; Free Mobile; La Poste; SNCF; RATP;
Crédit Mutuel; La Banque Postale; Caisse d'Epargne; France Travail; ~Rossmann; Edeka; Rewe; Kaufland; MediaMarkt;
Zalando; Deutsche Bahn; Deutsche Post; Sparkasse; Volksbank; Postbank; Bundesagentur für Arbeit; Fastweb;
Telecom Italia; WindTre; Poste Italiane; Trenitalia; Esselunga; Conad; Coop Italia; ~Eni; Banca Mediolanum;
Monte dei Paschi di Siena; Unipol; UnipolSai; Barilla; Ferrero; Autogrill; Mercadona; El Corte Inglés; Eroski;
CaixaBank; Bankinter; Movistar; Vueling; Renfe; Correos; Albert Heijn; Jumbo Supermarkten; Kruidvat; Etos; Bol.com;
Coolblue; KPN; Ziggo; PostNL; Delhaize; Colruyt; Proximus; Belfius; Telenor; Telia; ICA Gruppen; Systembolaget;
Kesko; Finnair; Norwegian Air Shuttle; Swisscom; Raiffeisen; Allegro; Empik; Biedronka; Żabka; PKO Bank Polski;
Bank Pekao; mBank; Orlen; PKN Orlen; Orange Polska; Poczta Polska; PKP Intercity; InPost; Pepco; Castorama;
Media Expert; Turkcell; Türk Telekom; Turkish Airlines; Garanti BBVA; Türkiye İş Bankası; Akbank; Ziraat Bankası;
Yapı Kredi; Halkbank; Migros; Trendyol; Hepsiburada; Getir; LC Waikiki; Arçelik; Beko; Sberbank; Tinkoff; Aeroflot;
Magnit; Wildberries; Ozon; MegaFon; Rostelecom; Monobank; PrivatBank; Kyivstar; Nova Poshta; Rozetka; Magyar Telekom;
Wizz Air; Banca Transilvania; eMAG; ~Dacia; Cosmote; National Bank of Greece; Eurobank; Millennium BCP;
Caixa Geral de Depósitos; Pingo Doce; Sonae; TAP Air Portugal; Shufersal; Bank Hapoalim; Bank Leumi; El Al; Bezeq;
Cellcom Israel; flydubai; Saudia; Etisalat; Lulu Hypermarket; Ooredoo; Emirates NBD; Al Rajhi Bank; Talabat;
National Bank of Egypt; EgyptAir; Jumia; Konga; GTBank; Globacom; Airtel; Airtel Africa; Bharti Airtel; MTN;
Paystack; Flutterwave; OPay; Moniepoint; NNPC; Safaricom; M-Pesa; Naivas; Quickmart; Ecobank; Melcom; Pick n Pay;
~Checkers; Capitec; Absa; Nedbank; Old Mutual; Sanlam; Vodacom; Telkom; MultiChoice; Eskom; Takealot; Chicken Licken;
Jollibee; BDO Unibank; Metrobank; PLDT; GCash; Cebu Pacific; Puregold; Meralco; Government Service Insurance System;
Pag-IBIG Fund; Reliance Jio; Jio; Vodafone Idea; HCLTech; Tech Mahindra; Larsen & Toubro; Hindustan Unilever;
Maruti Suzuki; Yes Bank; DMart; Reliance Retail; Reliance Fresh; Nykaa; Myntra; BigBasket; Blinkit; Meesho; IndiGo;
Air India; SpiceJet; Indian Railways; Grameenphone; bKash; Daraz; OXXO; FEMSA; Grupo Bimbo; Walmart de México;
Soriana; Chedraui; El Palacio de Hierro; Coppel; Grupo Elektra; Banorte; BBVA México; Banamex; Citibanamex; Telcel;
Telmex; América Móvil; Cemex; Aeroméxico; Volaris; Viva Aerobus; Comisión Federal de Electricidad; Nubank; Itaú;
Itaú Unibanco; Bradesco; Banco do Brasil; Caixa Econômica Federal; PicPay; Magazine Luiza; Magalu; Casas Bahia;
Americanas; Lojas Renner; Pão de Açúcar; Grupo Pão de Açúcar; Atacadão; TIM Brasil; Ambev; O Boticário; iFood;
Mercado Livre; Gol Linhas Aéreas; Azul Linhas Aéreas; Correios; YPF; Mercado Pago; Falabella; Cencosud; Sodimac;
Entel; BancoEstado; Bancolombia; Davivienda; Grupo Éxito; Avianca; Ecopetrol; Interbank; Plaza Vea; Tottus; Alicorp;
KakaoBank; Coupang; LG Uplus; E-Mart; Emart; Shinsegae; CJ CheilJedang; Korean Air; Baemin; FamilyMart; ~Aeon;
Ito-Yokado; Muji; Daiso; NTT Docomo; Docomo; KDDI; SoftBank; JR East; Japan Post; China Mobile; China Unicom; JD.com;
Taobao; Tmall; WeChat; Alipay; Ant Group; Haier; Midea; Air China; Cathay Pacific; PCCW; ParknShop; Taiwan Mobile;
EVA Air; Singtel; StarHub; OCBC; NTUC FairPrice; FairPrice; ~Guardian; Great Eastern Life; GrabFood; Lazada;
Tokopedia; Bukalapak; Traveloka; Telkomsel; Bank Central Asia; Bank Mandiri; Bank Rakyat Indonesia; Garuda Indonesia;
Alfamart; Indomaret; Maybank; CIMB; Public Bank Berhad; AirAsia; Petronas; Celcom; Vietcombank; Viettel; Vingroup;
VinFast; CP All; Charoen Pokphand; Kasikornbank
`;

/** Every section, for phi-orgs-gazetteer.ts. */
export const KNOWN_WORLD_ORGS = [US_CONSUMER, WORLD_CONSUMER].join(';');
