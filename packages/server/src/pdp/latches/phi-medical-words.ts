/**
 * More medical words that name and town lists hold (ADR 0054): eponymous signs, tests, scores and
 * classifications, structures, devices and dressings, and diseases, written from general clinical
 * usage. Frequent surnames (Clark, Harris, Murphy, Turner, Hunter…) and towns (Nottingham, Denver,
 * Lille) are left out on purpose: they are protected by the word that follows them (EPONYM_HEADS
 * below and EPONYM_HEAD in phi-lexicon.ts) or by a medical neighbour in a list (phi-names-filter.ts),
 * so that "Dr. Clark" and "Mrs. Nottingham" stay names.
 */

export const MORE_MEDICAL = `
  mcmurray apley thessaly yergason spurling lhermitte gaenslen durkan froment wartenberg adson rovsing
  courvoisier troisier trousseau chvostek duroziez quincke muehrcke auspitz koebner darier gottron argyll
  parinaud unterberger hallpike ober scheltens spetzler cognard maddrey rockall witts rutgeerts kellgren
  outerbridge tonnis tönnis pfirrmann meyerding lenke schatzker gustilo tscherne frykman lauge danis bankart
  segond tillaux judet letournel ficat isup figo astler coller centor detsky lown ganong lehane dubowitz
  snellen amsler zung folstein ciwa elixhauser charlson pecarn dukes qsofa apache meld hemovac pleurx broviac
  groshong tenckhoff sengstaken dobhoff yankauer glidescope bougie mepilex aquacel tegaderm duoderm allevyn
  kerlix jobst dermabond prolene vicryl monocryl ethilon ethibond schanz ilizarov charnley xeroform eucerin
  cetaphil aquaphor bipap cpap stensen wirsung oddi vater treitz hesselbach calot gerota glisson disse auerbach
  paneth lieberkuhn lieberkühn meckel thebesian sylvius magendie luschka brodmann ranvier nissl adamkiewicz
  kiesselbach waldeyer rathke reinke morgagni bochdalek spigelian grynfeltt poupart gimbernat henle schlemm
  descemet chopart guyon struthers frohse klumpke pancoast menkes gaucher fabry pompe hurler sanfilippo morquio
  klinefelter patau angelman digeorge alport bartter gitelman fanconi goodpasture churg takayasu buerger felty
  jervell kartagener loffler löffler waldenstrom waldenström castleman rosai letterer siwe krukenberg zollinger
  hippel recklinghausen willebrand sturge peutz jeghers fraumeni cockayne creutzfeldt friedreich duchenne
  landouzy dejerine marchiafava bignami binswanger chiari gerstmann kluver bucy capgras munchausen ganser rett
  cotard clerambault sinding kienbock kienböck preiser calve calvé scheuermann ledderhose madelung sprengel
  klippel trenaunay kasabach maffucci ollier heberden charcot mondor lutembacher boerhaave schatzki menetrier
  ménétrier dieulafoy crigler caroli mirizzi bouveret chagas hantaan quervain mmse phq gad cssrs tapse lvef hfref hfpef
  hfmref rvsp
  ortolani mcroberts zavanelli marcaine sensorcaine xylocaine lidoderm bovie ligasure exparel duramorph diprivan
  sublimaze ancef kefzol abilify adderall aricept arimidex avapro avelox bactroban benicar boniva brilinta bystolic
  caduet celebrex chantix cialis clarinex concerta cozaar detrol diovan dexilant effient elavil entresto epipen
  evista famvir fosamax geodon glucotrol humira imitrex invokana kenalog klonopin lamisil latuda levitra lopid
  lotrel lovaza lunesta macrobid mobic namenda nasonex niaspan nucynta omnicef oxycontin pradaxa premarin pristiq
  provigil pulmicort relpax remeron requip restoril ritalin savella strattera tegretol topamax tradjenta tricor
  trileptal ultram valtrex vesicare viagra vimpat voltaren vytorin vyvanse xalatan zanaflex zetia zovirax flomax
  shingrix prevnar gardasil entyvio stelara dupixent keytruda opdivo herceptin rituxan avastin revlimid ibrance
  tagrisso xeljanz otezla skyrizi taltz cosentyx ocrevus tecfidera gilenya copaxone aimovig emgality nurtec
  ubrelvy trelegy breo anoro incruse wixela dulera qvar flovent xopenex duoneb mucinex robitussin sudafed
  pedialyte glucerna
  ballard dispo dest sig`;

/** Nouns after an eponym that make it a score, structure or device, added to EPONYM_HEAD. */
export const MORE_EPONYM_HEADS = `maneuvers manoeuvres scores scales frame grade grades type types class level levels model nevus naevus nevi rule rules
  drain drains dressing dressings splint boot needle forceps retractor clamp estimate questionnaire inventory
  milestones reflexes angle curve pouch ligament ligaments tendon bursa plexus ganglion tract foramen fossa
  hernia diverticulum classification discriminant category suture stitch incision technique approach
  anastomosis fundoplication shunt nodule nodules lesion lesions granules spots exam`;

/**
 * Common words of letters and notes in German, Spanish, French, Portuguese and Italian that the name and
 * town lists hold ("Sehr geehrter", "Der Patient", "Medicina Interna", "Cédula Profesional"). They are read
 * as ordinary words (the ENGLISH bit in phi-lexicon.ts): a capital on them says nothing. Name particles
 * (de, la, van, von, del) are not here: they stay part of names.
 */
export const FOREIGN_COMMON = `sehr geehrter geehrte geehrten liebe lieber patient patientin patienten arbeitet als wir ihr
  ihren ihre ihrem mit freundlichen grüßen grüssen kollegialen medizinische klinik praxis befund diagnose station
  der die das dem den des und für bei nach seit wegen keine kein
  atentamente estimado estimada doctora paciente originaria originario vive con hija hijo esposo esposa servicio
  consulta medicina interna cédula cedula profesional familiar derechohabiente
  madame monsieur cher chère confrère consœur patiente médecine interne traitant cordialement
  prezado prezada senhor senhora atenciosamente médico médica
  gentile egregio dottore dottoressa cordiali saluti medicina
  je vous nous elle ils une et est avec pour dans sur aux cette mon mes ses leur
  lo gli invio inviamo signora signor sig della dello degli delle che sono
  una por para que sus nos
  uma em com pelo pela
  ich sie er ein eine einen zu im ist sind`;
