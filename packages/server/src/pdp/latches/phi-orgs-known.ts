/**
 * Well-known organizations (ADR 0053-a), written by hand from general knowledge: large companies and
 * brands of every sector (about the breadth of the Fortune and Global 500), technology, finance,
 * insurers and payers, pharma and device makers, health systems and labs, universities, public
 * agencies and charities. phi-orgs-gazetteer.ts reads it once, on first use.
 *
 * Format: names separated by ";". A leading "~" marks a name that is also an ordinary word or a
 * given name ("Target", "Chase"): it counts only after a cue (phi-orgs-gazetteer.ts). Single words
 * the English, name or town lists hold are treated that way without the mark; words of the MEDICAL
 * list are never read from here. Left out on purpose: bare acronyms that are also clinical ones
 * (AMD, PPD, ADP, PNC, REI, HCA, CVS, BP), device brands said as device names (Dexcom, ResMed,
 * Medtronic), person-like firm names (Edward Jones, Raymond James) and place-like ones (State Street).
 */
export const KNOWN_ORGS = `
Apple; Microsoft; Alphabet; Google; Amazon; Amazon Web Services; Meta Platforms; Facebook; Instagram; WhatsApp;
Netflix; Nvidia; Intel; Advanced Micro Devices; Qualcomm; Broadcom; Texas Instruments; Micron Technology; Cisco;
Cisco Systems; Oracle; IBM; Salesforce; Adobe; SAP; ServiceNow; ~Workday; Intuit; Autodesk; VMware; Dell;
Dell Technologies; Hewlett-Packard; Hewlett Packard Enterprise; HP Inc; Lenovo; Samsung; Samsung Electronics; Sony;
Panasonic; Toshiba; Hitachi; Fujitsu; LG Electronics; Huawei; Xiaomi; Tencent; Alibaba; Baidu; ByteDance; TikTok;
Infosys; Wipro; Tata Consultancy Services; Tata Group; Tata Motors; Accenture; Capgemini; ~Cognizant; Atos; ~Siemens;
~Philips; ~Ericsson; Nokia; Motorola; Motorola Solutions; Xerox; Canon; Nikon; Ricoh; Epson; Logitech; Seagate;
Western Digital; NetApp; Palantir; Snowflake; Databricks; MongoDB; Atlassian; Slack; Zoom Video Communications;
Dropbox; Twitter; LinkedIn; Pinterest; Snapchat; Snap Inc; Reddit; Spotify; Shopify; PayPal; Venmo; eBay; Etsy; Uber;
Lyft; Airbnb; DoorDash; Instacart; Grubhub; Yelp; Zillow; Redfin; Trulia; Expedia; Booking Holdings; Booking.com;
Priceline; TripAdvisor; GitHub; GitLab; Mozilla; Red Hat; Yahoo; AOL; Verisign; Akamai; Cloudflare; Twilio; Okta;
Zendesk; HubSpot; Mailchimp; Garmin; Fitbit; GoPro; ~Tesla; SpaceX; OpenAI; Anthropic; DeepMind; ARM Holdings; ASML;
TSMC; Taiwan Semiconductor; Foxconn; SK Hynix; Kyocera; Electronic Arts; Activision Blizzard; Activision; Nintendo;
Ubisoft; Epic Games; Unity Technologies; Roblox; Palo Alto Networks; CrowdStrike; Fortinet; Symantec; ~McAfee;
Kaspersky; Splunk; Datadog; Cerner; Epic Systems; Allscripts; athenahealth; eClinicalWorks; NextGen Healthcare;
Meditech; Veeva; Veeva Systems; IQVIA; Change Healthcare; ~Tableau; Tableau Software; Qlik; Teradata; Informatica;
SAS Institute; Wolfram Research; Wolfram Alpha; FactSet; ~Bloomberg; Bloomberg LP; Thomson Reuters; Reuters;
Reed Elsevier; Elsevier; RELX; Wolters Kluwer; Springer Nature; McGraw Hill; McGraw-Hill; John Wiley & Sons;
Penguin Random House; HarperCollins; Simon & Schuster; ~Scholastic; Dun & Bradstreet; Equifax; Experian; TransUnion;
Moody's; S&P Global; Standard & Poor's; Fitch Ratings; Morningstar; ~Nielsen; ~Gartner; Forrester Research;
Foursquare; Credit Karma; ~Mint; NerdWallet; LendingClub; ~SoFi; Robinhood; Coinbase; Binance; Klarna; Revolut;
Monzo; TransferWise; Western Union; MoneyGram; ~Here; HERE Technologies; Waymo; ~Verily; Calico; Nest Labs; WeWork;
Glassdoor; ~Indeed; Monster.com; ZipRecruiter; Craigslist; Wikipedia; Wikimedia; Quora; Tumblr; WordPress;
Automattic; Squarespace; Wix; GoDaddy; Intuit TurboTax; TurboTax; QuickBooks; H&R Block; Paychex; ~Gusto; Kronos;
UKG; Ceridian; ~Concur; DocuSign; Adobe Systems; Citrix; Juniper Networks; Arista Networks; Nutanix; Rackspace;
Equinix; Digital Realty; Sprinklr; Qualtrics; SurveyMonkey; Momentive; Evernote; Asana; Trello; ~Notion; Airtable;
Figma; Canva; Grammarly; Duolingo; Coursera; Udemy; Khan Academy; Chegg; ~Blackboard; Instructure; ~Pearson;
Houghton Mifflin; Cengage; LexisNexis; Westlaw; Bloomberg Law; Ancestry.com; JPMorgan Chase; JPMorgan; J.P. Morgan;
JP Morgan; ~Chase; Bank of America; BofA; Merrill Lynch; Citigroup; Citibank; Citi; Wells Fargo; Goldman Sachs;
Morgan Stanley; Charles Schwab; ~Schwab; Fidelity Investments; ~Fidelity; ~Vanguard; BlackRock; T. Rowe Price;
Franklin Templeton; Invesco; PIMCO; Northern Trust; BNY Mellon; Bank of New York Mellon; U.S. Bancorp; US Bancorp;
US Bank; PNC Financial; Truist; Capital One; American Express; Amex; Discover Financial; ~Synchrony; Ally Financial;
Citizens Financial; KeyCorp; KeyBank; Fifth Third; Fifth Third Bank; Regions Financial; M&T Bank; HSBC; Barclays;
Lloyds Banking Group; Lloyds Bank; NatWest; Royal Bank of Scotland; Standard Chartered; ~Santander; BBVA;
Deutsche Bank; Commerzbank; BNP Paribas; Société Générale; Societe Generale; Crédit Agricole; Credit Agricole; UBS;
Credit Suisse; ING Group; ABN AMRO; Rabobank; Nordea; Danske Bank; Handelsbanken; Swedbank; UniCredit;
Intesa Sanpaolo; Mitsubishi UFJ; MUFG; Mizuho; Sumitomo Mitsui; ~Nomura; Daiwa Securities; ICBC; Bank of China;
China Construction Bank; HDFC Bank; ICICI Bank; State Bank of India; Royal Bank of Canada; TD Bank; Toronto-Dominion;
Scotiabank; Bank of Montreal; CIBC; Commonwealth Bank; Westpac; National Australia Bank; Macquarie;
Berkshire Hathaway; Bridgewater Associates; Renaissance Technologies; Two Sigma; D. E. Shaw; KKR; Blackstone;
Carlyle Group; Apollo Global; Bain Capital; Bain & Company; ~McKinsey; McKinsey & Company; Boston Consulting Group;
Deloitte; PricewaterhouseCoopers; PwC; KPMG; Ernst & Young; Grant Thornton; Arthur Andersen; Booz Allen Hamilton;
~Lazard; Evercore; ~Jefferies; Ameriprise; LPL Financial; Nasdaq; New York Stock Exchange; CME Group;
Intercontinental Exchange; London Stock Exchange; Mastercard; ~Visa; Fannie Mae; Freddie Mac; Sallie Mae; Navient;
Rocket Mortgage; Quicken Loans; ~Countrywide; Lehman Brothers; Bear Stearns; Washington Mutual; Wachovia; SunTrust;
BB&T; Silicon Valley Bank; First Republic; Signature Bank; Charles River Associates; Deutsche Börse; Euronext;
Allstate; Ameritrade; TD Ameritrade; E*Trade; ETrade; Interactive Brokers; Wealthfront; ~Betterment; ~Acorns; ~Stash;
Marcus by Goldman Sachs; Discover Card; Allianz; AXA; Generali; Zurich Insurance; Munich Re; Swiss Re; Hannover Re;
~Aviva; ~Prudential; Prudential Financial; Legal & General; AIG; American International Group; MetLife; ~Chubb;
~Travelers; Progressive Insurance; State Farm; ~Nationwide; Liberty Mutual; GEICO; USAA; Farmers Insurance; Aflac;
Principal Financial; Lincoln Financial; The Hartford; Manulife; Sun Life; Great-West Life; Aetna; Cigna; Humana;
~Anthem; Anthem Blue Cross; Elevance Health; UnitedHealth; UnitedHealthcare; UnitedHealth Group; United Healthcare;
Centene; Molina Healthcare; WellCare; Kaiser Permanente; Kaiser; Blue Cross; Blue Shield; Blue Cross Blue Shield;
BlueCross BlueShield; Highmark; Florida Blue; Oscar Health; Ambetter; Express Scripts; CVS Health; CVS Caremark;
CVS Pharmacy; Caremark; Optum; OptumRx; OptumInsight; Walgreens; Walgreens Boots Alliance; Rite Aid; Cardinal Health;
AmerisourceBergen; Cencora; ~McKesson; Magellan Health; DaVita; Fresenius; Fresenius Medical Care; ~Lemonade;
MassMutual; New York Life; Northwestern Mutual; Guardian Life; Mutual of Omaha; Transamerica; Unum; Assurant;
Erie Insurance; Esurance; Safeco; Amica; Hiscox; Lloyd's of London; Beazley; QBE; Tokio Marine; Sompo; Ping An;
China Life; Dai-ichi Life; Nippon Life; Medibank; Bupa; Cigna Healthcare; Tufts Health Plan; Harvard Pilgrim;
EmblemHealth; Fidelis Care; Healthfirst; CareFirst; Premera; Regence; Wellmark; Horizon BCBS; BCBS; HCA Healthcare;
Tenet Healthcare; Community Health Systems; Ascension; CommonSpirit; Trinity Health; Sutter Health;
Intermountain Healthcare; Geisinger; Mayo Clinic; Cleveland Clinic; Johns Hopkins; Mass General Brigham;
Mass General; Massachusetts General; Brigham and Women's; Mount Sinai; NYU Langone; NewYork-Presbyterian;
Cedars-Sinai; MD Anderson; Memorial Sloan Kettering; Sloan Kettering; Dana-Farber; St. Jude; Stanford Health Care;
UCSF; UCLA Health; Penn Medicine; Northwell; Northwell Health; Atrium Health; Advocate Aurora; Banner Health;
Baylor Scott & White; Ochsner; Spectrum Health; Henry Ford Health; Sanford Health; Allina; Sentara; Inova; MedStar;
Novant; Piedmont Healthcare; Emory Healthcare; UPMC; Jefferson Health; ~Lahey; Partners HealthCare;
Dartmouth-Hitchcock; Providence Health; Kaiser Foundation; Rush University; Quest Diagnostics; ~Quest; LabCorp; BioReference;
Sonic Healthcare; Eurofins; Myriad Genetics; Invitae; Illumina; 23andMe; Natera; Exact Sciences; Guardant Health;
Foundation Medicine; Thermo Fisher; Thermo Fisher Scientific; ~Danaher; Agilent; PerkinElmer; Bio-Rad; Qiagen;
~Roche; Hoffmann-La Roche; Genentech; Novartis; Sandoz; Pfizer; ~Merck; Merck & Co; Johnson & Johnson; ~Janssen;
AbbVie; ~Abbott; Bristol-Myers Squibb; Bristol Myers Squibb; Eli Lilly; Amgen; ~Gilead; Gilead Sciences; Biogen;
Regeneron; Vertex Pharmaceuticals; Moderna; BioNTech; AstraZeneca; GlaxoSmithKline; GSK; Sanofi; ~Bayer;
Boehringer Ingelheim; Novo Nordisk; ~Takeda; Astellas; Daiichi Sankyo; Eisai; ~Otsuka; Teva; Viatris; Mylan;
Allergan; Alexion; Celgene; Shire; ~Baxter; Becton Dickinson; Boston Scientific; Zimmer Biomet; Edwards Lifesciences;
Intuitive Surgical; Hologic; Insulet; Philips Healthcare; GE Healthcare; Siemens Healthineers; Henry Schein;
Owens & Minor; Smith & Nephew; Olympus; Terumo; Coloplast; Convatec; Hill-Rom; Steris; Cepheid; BioMarin; Alnylam;
Incyte; Seagen; Jazz Pharmaceuticals; Horizon Therapeutics; Perrigo; Endo International; Purdue Pharma; Mallinckrodt;
Grifols; CSL Behring; Lonza; Catalent; Charles River Laboratories; Covance; Syneos; Parexel; ICON plc; Medpace;
Labcorp Drug Development; Walgreen; Kroger Health; Omnicare; PharMerica; Amedisys; LHC Group; Encompass Health;
Kindred Healthcare; Brookdale; Genesis HealthCare; US Oncology; Envision Healthcare; TeamHealth; Teladoc; Amwell;
MDLive; Oak Street Health; ChenMed; Iora Health; Carbon Health; Hims & Hers; GoodRx; Zocdoc; Doximity; Walmart;
Wal-Mart; Costco; ~Target; ~Kroger; Home Depot; ~Lowe's; Best Buy; ~Macy's; ~Nordstrom; ~Kohl's; JCPenney;
J.C. Penney; Sears; Kmart; Dollar General; Dollar Tree; Family Dollar; Albertsons; Safeway; Publix; Whole Foods;
Trader Joe's; Aldi; Lidl; Tesco; Sainsbury's; Asda; Carrefour; Ahold Delhaize; IKEA; H&M; ~Zara; Inditex; Uniqlo;
~Nike; Adidas; Under Armour; Lululemon; Levi Strauss; Ralph Lauren; ~Tapestry; Louis Vuitton; LVMH; Gucci; Prada;
~Chanel; Burberry; Estée Lauder; Estee Lauder; L'Oréal; L'Oreal; Procter & Gamble; P&G; Unilever; Colgate-Palmolive;
Kimberly-Clark; Clorox; Nestlé; Nestle; PepsiCo; Coca-Cola; Kraft Heinz; Kraft Foods; General Mills; Kellogg's;
~Kellogg; Mondelez; ~Hershey; Danone; Tyson Foods; ~Cargill; Archer Daniels Midland; ~Bunge; Conagra; Campbell Soup;
Hormel; Smithfield Foods; Anheuser-Busch; AB InBev; ~Heineken; Diageo; Molson Coors; Constellation Brands; Starbucks;
~McDonald's; Burger King; ~Wendy's; Taco Bell; KFC; Pizza Hut; ~Domino's; Chipotle; Dunkin' Donuts; Chick-fil-A;
~Marriott; ~Hilton; ~Hyatt; ~Wyndham; Walt Disney; ~Disney; Comcast; NBCUniversal; Warner Bros;
Warner Bros. Discovery; Time Warner; ViacomCBS; Paramount Global; CNN; BBC; Fox News; Sony Pictures; Universal Music;
Verizon; AT&T; T-Mobile; Vodafone; Deutsche Telekom; Telefónica; BT Group; Cox Communications;
Charter Communications; DirecTV; Dish Network; Altice; Comcast Xfinity; Xfinity; ~Spectrum; Walgreens Boots;
Circle K; Amazon Fresh; Wayfair; ~Chewy; Petco; PetSmart; Ulta Beauty; Sephora; Bed Bath & Beyond; Williams-Sonoma;
Crate & Barrel; Pottery Barn; Gap Inc; Old Navy; Banana Republic; Abercrombie & Fitch; American Eagle; Foot Locker;
Dick's Sporting Goods; Bass Pro Shops; Cabela's; Tractor Supply; AutoZone; O'Reilly Auto Parts; Advance Auto Parts;
CarMax; Carvana; ~Hertz; ~Avis; Avis Budget; Enterprise Rent-A-Car; ~Enterprise; Sysco; US Foods; Aramark; Sodexo;
Compass Group; ~Subway; Panera; Panera Bread; Applebee's; Olive Garden; ~Darden; ~Denny's; IHOP; Arby's; Popeyes;
Sonic Drive-In; Jack in the Box; Krispy Kreme; Tim Hortons; Dunkin; Yum! Brands; Mars Inc; Mattel; Hasbro; Lego;
Peloton; ~Whirlpool; Electrolux; ~Dyson; ~Bosch; Black & Decker; Stanley Black & Decker; Sherwin-Williams;
PPG Industries; Newell Brands; Spectrum Brands; Hanesbrands; VF Corporation; The North Face; ~Patagonia;
Columbia Sportswear; Toyota; Volkswagen; General Motors; Ford Motor; ~Ford; Stellantis; ~Chrysler; ~Fiat; Honda;
Nissan; Hyundai; BMW; Mercedes-Benz; Daimler; Volvo; Renault; Peugeot; Rivian; Subaru; Mazda; Porsche; Ferrari;
Jaguar Land Rover; Denso; Magna International; Bridgestone; Michelin; ~Goodyear; ~Caterpillar; John Deere;
Deere & Company; ~Cummins; Paccar; Navistar; Boeing; Airbus; Lockheed Martin; Raytheon; Northrop Grumman;
General Dynamics; BAE Systems; ~Honeywell; General Electric; Schneider Electric; Emerson Electric; Parker Hannifin;
Illinois Tool Works; DuPont; Dow Chemical; BASF; LyondellBasell; ExxonMobil; Exxon Mobil; Exxon; Chevron;
Royal Dutch Shell; TotalEnergies; ConocoPhillips; Marathon Petroleum; Valero; Occidental Petroleum; ~Halliburton;
Schlumberger; Baker Hughes; Saudi Aramco; Aramco; Gazprom; Rosneft; Petrobras; Pemex; Sinopec; PetroChina; Equinor;
Statoil; Repsol; Duke Energy; Dominion Energy; Southern Company; NextEra Energy; Exelon; PG&E;
Pacific Gas and Electric; Con Edison; Consolidated Edison; Xcel Energy; Entergy; FirstEnergy; Enel; Iberdrola; E.ON;
Engie; National Grid; Rio Tinto; BHP; Glencore; ArcelorMittal; Nucor; U.S. Steel; Alcoa; Freeport-McMoRan; Newmont;
UPS; United Parcel Service; FedEx; DHL; Maersk; Union Pacific; BNSF; CSX; Norfolk Southern; Amtrak; Delta Air Lines;
American Airlines; United Airlines; Southwest Airlines; JetBlue; Alaska Airlines; Lufthansa; British Airways;
Air France; KLM; Emirates; Qatar Airways; Ryanair; easyJet; XPO Logistics; C.H. Robinson; J.B. Hunt; Ryder System;
~Bechtel; ~Fluor; Jacobs Engineering; Kiewit; Skanska; Turner Construction; Lennar; D.R. Horton; PulteGroup;
Toll Brothers; CBRE; Jones Lang LaSalle; Cushman & Wakefield; Keller Williams; RE/MAX; Coldwell Banker; ~Sotheby's;
~Christie's; Veolia; Cintas; Iron Mountain; Pitney Bowes; Carrier Global; ~Trane; ~Lennox; Johnson Controls; Textron;
Embraer; Bombardier; Rolls-Royce; Safran; Dassault; Saab; ~Kongsberg; Wärtsilä; Vestas; Orsted; Siemens Energy;
Hyundai Heavy; Mitsubishi; Mitsubishi Heavy; Mitsui; Sumitomo; Marubeni; Itochu; Samsung SDS; LG Chem;
Panasonic Holdings; Sony Group; Kia Motors; Geely; BYD; SAIC; Tata Steel; Reliance Industries; ~Adani; Mahindra;
Infosys BPM; ~Harvard; ~Stanford; ~Yale; ~Princeton; MIT; Massachusetts Institute of Technology; Caltech;
Johns Hopkins University; ~Duke; ~Cornell; ~Oxford; UC Berkeley; UCLA; NYU; ~Georgetown; Northwestern University;
~Dartmouth; Penn State; Rutgers; ~Purdue; ~Emory; ~Vanderbilt; Carnegie Mellon; Georgia Tech; Virginia Tech;
Texas A&M; Sorbonne; ETH Zurich; EPFL; London School of Economics; Karolinska; Karolinska Institutet; Max Planck;
Fraunhofer; Brookings; Brookings Institution; RAND Corporation; Pew Research; Kaiser Family Foundation;
Cold Spring Harbor; Broad Institute; Scripps Research; Salk Institute; Howard Hughes Medical Institute;
Wellcome Trust; Wellcome Sanger; Pasteur Institute; Institut Pasteur; United Nations; UNICEF; UNESCO; UNHCR;
World Health Organization; World Bank; International Monetary Fund; IMF; NATO; European Commission;
European Central Bank; Federal Reserve; Red Cross; American Red Cross; Red Crescent; March of Dimes; Salvation Army;
United Way; ~Goodwill; Habitat for Humanity; Doctors Without Borders; Médecins Sans Frontières; Oxfam;
Save the Children; Amnesty International; Greenpeace; World Wildlife Fund; Feeding America; Meals on Wheels;
Make-A-Wish; Susan G. Komen; ~Komen; Planned Parenthood; AARP; YMCA; YWCA; Boy Scouts; Girl Scouts; Peace Corps;
AmeriCorps; Gates Foundation; Bill & Melinda Gates Foundation; Rockefeller Foundation; Ford Foundation; Wellcome;
Mozilla Foundation; Alcoholics Anonymous; Narcotics Anonymous; Al-Anon; Centers for Disease Control;
Food and Drug Administration; National Institutes of Health; Department of Veterans Affairs;
Veterans Health Administration; Social Security Administration; Internal Revenue Service; FBI; NASA; NOAA;
Environmental Protection Agency; Securities and Exchange Commission; Department of Health and Human Services;
National Health Service; Big Brothers Big Sisters; Boys & Girls Clubs; Ronald McDonald House; Shriners;
Rotary International; Lions Club; Kiwanis; St. Vincent de Paul; Catholic Charities; Lutheran Social Services;
Jewish Family Service; Volunteers of America; Easterseals; Special Olympics; Wounded Warrior Project; UNAIDS; ~Gavi;
Bill and Melinda Gates Foundation; Clinton Foundation; Carter Center; Kiva; GiveDirectly; Teach For America
`;
