/** Domains about land, sea and nature: maps, environment, weather, energy, agriculture, fisheries, food. */
import { domain } from './domain';

export const GEODATA = domain({
  key: 'geodata',
  eu: ['REGI', 'ENVI', 'GOVE'],
  geographic: true,
  los: [
    'bygg-og-eiendom/eiendom',
    'bygg-og-eiendom/eiendom/adressetildeling',
    'bygg-og-eiendom/kommunale-planer',
    'bygg-og-eiendom/kommunale-planer/reguleringsplan',
    'bygg-og-eiendom/kjop-og-salg',
    'bygg-og-eiendom',
  ],
  subjects: `
    Matrikkelen | Matrikkelen | The cadastre
    Adresser | Adresser | Addresses
    Bygningspunkter | Bygningspunkt | Building points
    Eiendomsgrenser | Eigedomsgrenser | Property boundaries
    Høydedata | Høgdedata | Elevation data
    Ortofoto | Ortofoto | Orthophotos
    Sjøkart | Sjøkart | Nautical charts
    Administrative enheter | Administrative einingar | Administrative units
    Kommuneplanens arealdel | Kommuneplanens arealdel | Land use element of the municipal master plan
    Reguleringsplaner | Reguleringsplanar | Zoning plans
    Tinglyste heftelser | Tinglyste heftingar | Registered encumbrances
    Sentralt stedsnavnregister | Sentralt stadnamnregister | Central Place Name Register
    Grunnkart N50 | Grunnkart N50 | Base map N50
    Arealressurskart | Arealressurskart | Land resource map
  `,
  keywords:
    'kart | kart | map; geodata | geodata | geodata; eiendom | eigedom | property; adresse | adresse | address; matrikkel | matrikkel | cadastre; plan | plan | plan; koordinater | koordinatar | coordinates; bygning | bygning | building; FKB',
  concepts: `
    Matrikkelenhet | Matrikkeleining | Cadastral unit || Enhet som skal ha eget nummer i matrikkelen, for eksempel grunneiendom eller eierseksjon. | Eining som skal ha eige nummer i matrikkelen, til dømes grunneigedom eller eigarseksjon. | Unit with its own number in the cadastre, such as a land property or an owner-occupied unit.
    Gårdsnummer | Gardsnummer | Farm number || Nummer som sammen med kommunenummer identifiserer en gård i matrikkelen. | Nummer som saman med kommunenummer identifiserer ein gard i matrikkelen. | Number that together with the municipality number identifies a farm in the cadastre.
    Bruksnummer | Bruksnummer | Property unit number || Nummer som identifiserer en grunneiendom innenfor et gårdsnummer. | Nummer som identifiserer ein grunneigedom innanfor eit gardsnummer. | Number identifying a land property within a farm number.
    Vegadresse | Vegadresse | Street address || Adresse som består av adressenavn, husnummer og eventuell bokstav. | Adresse som består av adressenamn, husnummer og eventuell bokstav. | Address consisting of street name, house number and an optional letter.
    Bygningstype | Bygningstype | Building type || Klassifisering av en bygning etter hva den hovedsakelig brukes til. | Klassifisering av ein bygning etter kva han hovudsakleg blir brukt til. | Classification of a building by its main use.
    Teig | Teig | Parcel || Sammenhengende areal av en matrikkelenhet avgrenset av eiendomsgrenser. | Samanhengande areal av ei matrikkeleining avgrensa av eigedomsgrenser. | Contiguous area of a cadastral unit bounded by property boundaries.
    Reguleringsplan | Reguleringsplan | Zoning plan || Arealplan som angir bruk, vern og utforming av arealer og fysiske omgivelser. | Arealplan som fastset bruk, vern og utforming av areal og fysiske omgivnader. | Land use plan setting out the use, protection and design of areas and physical surroundings.
    Koordinatsystem | Koordinatsystem | Coordinate reference system || System som angir posisjoner på jordoverflaten med tall. | System som gir posisjonar på jordoverflata med tal. | System stating positions on the earth's surface as numbers.
    Tinglysing | Tinglysing | Land registration || Registrering av rettigheter i fast eiendom i grunnboken for å gi dem rettsvern. | Registrering av rettar i fast eigedom i grunnboka for å gi dei rettsvern. | Registration of rights in real property in the land register to give them legal protection.
  `,
  services: `
    Bestille oppmålingsforretning | Bestille oppmålingsforretning | Order a land survey
    Søknad om deling av eiendom | Søknad om deling av eigedom | Application for division of property
    Tinglyse skjøte | Tinglyse skøyte | Register a deed
    Bestille eiendomsinformasjon | Bestille eigedomsinformasjon | Order property information
    Søknad om adressetildeling | Søknad om adressetildeling | Application for address allocation
  `,
});

export const ENVIRONMENT = domain({
  key: 'miljo',
  eu: ['ENVI'],
  geographic: true,
  los: [
    'natur-klima-og-miljo/forurensning-og-straling',
    'natur-klima-og-miljo/forurensning-og-straling/luftkvalitet',
    'natur-klima-og-miljo/forurensning-og-straling/stoy',
    'natur-klima-og-miljo/naturforvaltning',
    'natur-klima-og-miljo/avfallshandtering',
    'natur-klima-og-miljo/miljo',
    'natur-klima-og-miljo/miljotilskudd',
    'natur-klima-og-miljo',
  ],
  subjects: `
    Luftkvalitet målestasjoner | Luftkvalitet målestasjonar | Air quality monitoring stations
    Verneområder | Verneområde | Protected areas
    Naturtyper | Naturtypar | Habitat types
    Arter av nasjonal forvaltningsinteresse | Artar av nasjonal forvaltningsinteresse | Species of national management interest
    Klimagassutslipp | Klimagassutslepp | Greenhouse gas emissions
    Forurenset grunn | Forureina grunn | Contaminated land
    Vannforekomster | Vassførekomstar | Water bodies
    Støykart | Støykart | Noise maps
    Avfallsstatistikk | Avfallsstatistikk | Waste statistics
    Utslippstillatelser | Utsleppsløyve | Discharge permits
    Fremmede arter | Framande artar | Alien species
    Villreinområder | Villreinområde | Wild reindeer areas
    Inngrepsfrie naturområder | Inngrepsfrie naturområde | Wilderness areas
  `,
  keywords:
    'miljø | miljø | environment; natur | natur | nature; klima | klima | climate; forurensning | forureining | pollution; utslipp | utslepp | emissions; vern | vern | protection; arter | artar | species; luftkvalitet | luftkvalitet | air quality; avfall | avfall | waste',
  concepts: `
    Verneområde | Verneområde | Protected area || Område som er vernet etter naturmangfoldloven eller tidligere lovgivning. | Område som er verna etter naturmangfaldlova eller tidlegare lovgiving. | Area protected under the Nature Diversity Act or earlier legislation.
    Naturtype | Naturtype | Habitat type || Ensartet type natur som omfatter alle levende organismer og miljøfaktorene der. | Einsarta type natur som omfattar alle levande organismar og miljøfaktorane der. | Uniform type of nature comprising all living organisms and environmental factors there.
    Rødlisteart | Raudlisteart | Red-listed species || Art som er vurdert å ha en risiko for å dø ut fra Norge. | Art som er vurdert å ha ein risiko for å døy ut frå Noreg. | Species assessed as at risk of extinction in Norway.
    Klimagass | Klimagass | Greenhouse gas || Gass i atmosfæren som bidrar til drivhuseffekten. | Gass i atmosfæren som bidreg til drivhuseffekten. | Gas in the atmosphere contributing to the greenhouse effect.
    Svevestøv | Svevestøv | Particulate matter || Små partikler i luften som kan trenge ned i luftveiene. | Små partiklar i lufta som kan trengje ned i luftvegane. | Small particles in the air that can penetrate the respiratory tract.
    Utslippstillatelse | Utsleppsløyve | Discharge permit || Tillatelse til å slippe ut forurensning etter forurensningsloven. | Løyve til å sleppe ut forureining etter forureiningslova. | Permit to discharge pollution under the Pollution Control Act.
    Farlig avfall | Farleg avfall | Hazardous waste || Avfall som kan medføre alvorlig forurensning eller fare for skade på mennesker og dyr. | Avfall som kan føre til alvorleg forureining eller fare for skade på menneske og dyr. | Waste that may cause serious pollution or risk of harm to people and animals.
    Fremmed art | Framand art | Alien species || Art som er spredt til Norge ved hjelp av mennesker. | Art som er spreidd til Noreg ved hjelp av menneske. | Species introduced to Norway by humans.
  `,
  services: `
    Søknad om utslippstillatelse | Søknad om utsleppsløyve | Application for a discharge permit
    Søknad om dispensasjon i verneområde | Søknad om dispensasjon i verneområde | Application for an exemption in a protected area
    Melde akutt forurensning | Melde akutt forureining | Report acute pollution
    Søknad om tilskudd til klimatiltak | Søknad om tilskot til klimatiltak | Application for a grant for climate measures
    Søknad om motorferdsel i utmark | Søknad om motorferdsel i utmark | Application for motorised travel in outlying areas
  `,
});

export const WEATHER = domain({
  key: 'vaer',
  eu: ['ENVI', 'TECH'],
  geographic: true,
  los: [
    'natur-klima-og-miljo/var-og-klima',
    'natur-klima-og-miljo/var-og-klima/varvarsel',
    'natur-klima-og-miljo/var-og-klima/flomvarsel',
    'samfunnssikkerhet-og-beredskap/varslingstjenester',
  ],
  subjects: `
    Værobservasjoner | Vêrobservasjonar | Weather observations
    Lokasjonsvarsel | Lokasjonsvarsel | Location forecasts
    Nedbørsdata | Nedbørsdata | Precipitation data
    Temperaturnormaler | Temperaturnormalar | Temperature normals
    Snødybde | Snødjupn | Snow depth
    Farevarsler | Farevarsel | Weather warnings
    Havvarsel | Havvarsel | Ocean forecasts
    Klimaframskrivinger | Klimaframskrivingar | Climate projections
    Vannføring | Vassføring | River discharge
    Flomvarsler | Flaumvarsel | Flood warnings
    Snøskredvarsler | Snøskredvarsel | Avalanche warnings
    Isdekke på innsjøer | Isdekke på innsjøar | Lake ice cover
  `,
  keywords:
    'vær | vêr | weather; klima | klima | climate; nedbør | nedbør | precipitation; temperatur | temperatur | temperature; vind | vind | wind; varsel | varsel | forecast; flom | flaum | flood; skred | skred | landslide',
  concepts: `
    Normalperiode | Normalperiode | Climate normal period || Tretti år lang periode som klimanormaler beregnes for. | Tretti år lang periode som klimanormalar blir rekna ut for. | Thirty-year period for which climate normals are calculated.
    Døgnnedbør | Døgnnedbør | Daily precipitation || Nedbør målt over ett døgn, vanligvis fra kl. 07 til kl. 07. | Nedbør målt over eitt døgn, vanlegvis frå kl. 07 til kl. 07. | Precipitation measured over one day, usually from 07:00 to 07:00.
    Farevarsel | Farevarsel | Weather warning || Varsel om vær som kan føre til fare for liv og store materielle verdier. | Varsel om vêr som kan føre til fare for liv og store materielle verdiar. | Warning of weather that may endanger life and major property.
    Middelvind | Middelvind | Mean wind || Gjennomsnittlig vindhastighet over ti minutter. | Gjennomsnittleg vindfart over ti minutt. | Average wind speed over ten minutes.
    Flomnivå | Flaumnivå | Flood level || Vannstand eller vannføring som tilsvarer et gitt gjentaksintervall for flom. | Vasstand eller vassføring som svarar til eit gitt attendekomstintervall for flaum. | Water level or discharge corresponding to a given flood return period.
    Skredfaregrad | Skredfaregrad | Avalanche danger level || Trinn på en skala fra 1 til 5 som beskriver faren for snøskred. | Steg på ein skala frå 1 til 5 som skildrar faren for snøskred. | Step on a scale from 1 to 5 describing avalanche danger.
    Målestasjon | Målestasjon | Monitoring station || Sted med instrumenter for regelmessige målinger. | Stad med instrument for regelmessige målingar. | Site with instruments for regular measurements.
  `,
  services: `
    Abonnere på farevarsler | Abonnere på farevarsel | Subscribe to weather warnings
    Bestille klimadata | Bestille klimadata | Order climate data
  `,
});

export const ENERGY = domain({
  key: 'energi',
  eu: ['ENER', 'ENVI'],
  geographic: true,
  los: ['natur-klima-og-miljo/energi', 'naring', 'natur-klima-og-miljo'],
  subjects: `
    Kraftproduksjon | Kraftproduksjon | Electricity production
    Vannkraftverk | Vasskraftverk | Hydropower plants
    Vindkraftverk | Vindkraftverk | Wind power plants
    Strømpriser | Straumprisar | Electricity prices
    Energimerking av bygninger | Energimerking av bygningar | Energy labelling of buildings
    Kraftnett og transformatorstasjoner | Kraftnett og transformatorstasjonar | Power grid and substations
    Energibruk i husholdninger | Energibruk i hushald | Household energy use
    Konsesjoner for energianlegg | Konsesjonar for energianlegg | Licences for energy installations
    Petroleumsfelt på sokkelen | Petroleumsfelt på sokkelen | Petroleum fields on the continental shelf
    Ladestasjoner for elbil | Ladestasjonar for elbil | EV charging stations
    Fjernvarme | Fjernvarme | District heating
  `,
  keywords:
    'energi | energi | energy; strøm | straum | electricity; kraft | kraft | power; vannkraft | vasskraft | hydropower; vindkraft | vindkraft | wind power; nett | nett | grid; petroleum | petroleum | petroleum; klima | klima | climate',
  concepts: `
    Konsesjon | Konsesjon | Licence || Offentlig tillatelse til å bygge og drive et energianlegg. | Offentleg løyve til å byggje og drive eit energianlegg. | Public permission to build and operate an energy installation.
    Installert effekt | Installert effekt | Installed capacity || Den største effekten et kraftverk kan levere. | Den største effekten eit kraftverk kan levere. | The maximum power a plant can deliver.
    Energimerke | Energimerke | Energy label || Karakter fra A til G som viser en bygnings beregnede energibehov. | Karakter frå A til G som viser det utrekna energibehovet til ein bygning. | Grade from A to G showing a building's calculated energy need.
    Nettleie | Nettleige | Grid tariff || Betaling for transport av strøm i kraftnettet. | Betaling for transport av straum i kraftnettet. | Payment for transporting electricity through the grid.
    Prisområde | Prisområde | Bidding zone || Geografisk område med egen spotpris for strøm. | Geografisk område med eigen spotpris for straum. | Geographical area with its own electricity spot price.
    Magasinfylling | Magasinfylling | Reservoir filling || Andel av magasinkapasiteten i vannkraftsystemet som er fylt. | Del av magasinkapasiteten i vasskraftsystemet som er fylt. | Share of the reservoir capacity in the hydropower system that is filled.
  `,
  services: `
    Søknad om konsesjon for vindkraft | Søknad om konsesjon for vindkraft | Application for a wind power licence
    Søknad om støtte til energitiltak i bolig | Søknad om stønad til energitiltak i bustad | Application for support for energy measures in homes
    Energimerke bolig | Energimerke bustad | Energy label your home
  `,
});

export const AGRICULTURE = domain({
  key: 'landbruk',
  eu: ['AGRI', 'ENVI'],
  geographic: true,
  los: [
    'naring/landbruk',
    'naring/landbruk/skogbruk',
    'naring/tilskuddsordninger-for-naring',
    'natur-klima-og-miljo/naturforvaltning',
  ],
  subjects: `
    Produksjonstilskudd i jordbruket | Produksjonstilskot i jordbruket | Agricultural production subsidies
    Jordbruksareal | Jordbruksareal | Agricultural area
    Skogressurser | Skogressursar | Forest resources
    Husdyrregisteret | Husdyrregisteret | Livestock register
    Jordsmonnkart | Jordsmonnkart | Soil maps
    Gårdskart | Gardskart | Farm maps
    Avvirkning av tømmer | Avverking av tømmer | Timber harvesting
    Økologisk landbruk | Økologisk landbruk | Organic farming
    Beiteområder | Beiteområde | Grazing areas
    Reindrift | Reindrift | Reindeer husbandry
    Landbrukseiendommer | Landbrukseigedommar | Agricultural properties
    Kornproduksjon | Kornproduksjon | Grain production
  `,
  keywords:
    'landbruk | landbruk | agriculture; jordbruk | jordbruk | farming; skog | skog | forest; husdyr | husdyr | livestock; jord | jord | soil; tilskudd | tilskot | subsidy; beite | beite | grazing; gård | gard | farm',
  concepts: `
    Jordbruksareal | Jordbruksareal | Agricultural land || Fulldyrka jord, overflatedyrka jord og innmarksbeite. | Fulldyrka jord, overflatedyrka jord og innmarksbeite. | Fully cultivated land, surface-cultivated land and infield pasture.
    Landbrukseiendom | Landbrukseigedom | Agricultural property || Eiendom som brukes eller kan brukes til landbruksproduksjon. | Eigedom som blir brukt eller kan brukast til landbruksproduksjon. | Property used or usable for agricultural production.
    Produksjonstilskudd | Produksjonstilskot | Production subsidy || Tilskudd til jordbruksforetak basert på areal og dyretall. | Tilskot til jordbruksføretak basert på areal og dyretal. | Subsidy to farming enterprises based on area and livestock numbers.
    Avvirkning | Avverking | Felling || Hogst av tømmer for salg eller eget bruk. | Hogst av tømmer for sal eller eigen bruk. | Cutting of timber for sale or own use.
    Konsesjon på erverv | Konsesjon på erverv | Acquisition licence || Tillatelse til å erverve fast eiendom etter konsesjonsloven. | Løyve til å erverve fast eigedom etter konsesjonslova. | Permission to acquire real property under the Concession Act.
    Driftsenhet | Driftseining | Holding || Landbruksareal og husdyr som drives samlet av ett foretak. | Landbruksareal og husdyr som blir drivne samla av eitt føretak. | Agricultural land and livestock run together by one enterprise.
  `,
  services: `
    Søknad om produksjonstilskudd | Søknad om produksjonstilskot | Application for production subsidies
    Søknad om konsesjon | Søknad om konsesjon | Application for an acquisition licence
    Søknad om tilskudd til skogbruk | Søknad om tilskot til skogbruk | Application for a forestry grant
    Søknad om regionalt miljøtilskudd | Søknad om regionalt miljøtilskot | Application for a regional environmental grant
  `,
});

export const FISHERIES = domain({
  key: 'fiske',
  eu: ['AGRI', 'ENVI'],
  geographic: true,
  los: ['naring', 'natur-klima-og-miljo/naturforvaltning', 'trafikk-og-transport/bat-havn-og-kyst'],
  subjects: `
    Fangstdata | Fangstdata | Catch data
    Akvakulturlokaliteter | Akvakulturlokalitetar | Aquaculture sites
    Fiskefartøy | Fiskefartøy | Fishing vessels
    Kvoter og reguleringer | Kvotar og reguleringar | Quotas and regulations
    Sluttsedler | Sluttsetlar | Sales notes
    Lakselus | Lakselus | Salmon lice
    Fiskeriaktivitet | Fiskeriaktivitet | Fishing activity
    Gyteområder | Gyteområde | Spawning grounds
    Bestandsberegninger | Bestandsutrekningar | Stock assessments
    Havtemperatur | Havtemperatur | Sea temperature
    Kystnære fiskeridata | Kystnære fiskeridata | Coastal fisheries data
  `,
  keywords:
    'fiske | fiske | fisheries; havbruk | havbruk | aquaculture; laks | laks | salmon; kvote | kvote | quota; fartøy | fartøy | vessel; hav | hav | ocean; fangst | fangst | catch; kyst | kyst | coast',
  concepts: `
    Fartøy | Fartøy | Vessel || Flytende innretning som brukes til fiske eller fangst. | Flytande innretning som blir brukt til fiske eller fangst. | Floating craft used for fishing or catching.
    Kvote | Kvote | Quota || Største mengde fisk et fartøy eller en gruppe har lov til å fiske i en periode. | Største mengd fisk eit fartøy eller ei gruppe har lov til å fiske i ein periode. | Maximum amount of fish a vessel or group may catch in a period.
    Sluttseddel | Sluttsetel | Sales note || Dokument som viser kjøp og salg av fisk ved første omsetning. | Dokument som viser kjøp og sal av fisk ved første omsetnad. | Document recording the purchase and sale of fish at first sale.
    Akvakulturlokalitet | Akvakulturlokalitet | Aquaculture site || Geografisk avgrenset område der det drives akvakultur. | Geografisk avgrensa område der det blir drive akvakultur. | Geographically delimited area where aquaculture is carried out.
    Biomasse | Biomasse | Biomass || Samlet vekt av levende fisk på en lokalitet. | Samla vekt av levande fisk på ein lokalitet. | Total weight of live fish at a site.
    Landing | Landing | Landing || Levering av fangst fra et fartøy til land. | Levering av fangst frå eit fartøy til land. | Delivery of catch from a vessel to shore.
  `,
  services: `
    Søknad om akvakulturtillatelse | Søknad om akvakulturløyve | Application for an aquaculture licence
    Registrering i fiskermanntallet | Registrering i fiskarmanntalet | Registration in the register of fishermen
    Søknad om fiskeritillatelse | Søknad om fiskeriløyve | Application for a fishing licence
    Melde rømming av fisk | Melde rømming av fisk | Report escaped farmed fish
  `,
});

export const FOOD = domain({
  key: 'mat',
  eu: ['AGRI', 'HEAL'],
  los: ['helse-og-omsorg/folkehelse', 'naring/handel-og-service', 'naring/landbruk'],
  subjects: `
    Smilefjestilsyn | Smilefjestilsyn | Smiley inspections
    Tilsyn med serveringssteder | Tilsyn med serveringsstader | Inspections of restaurants
    Matvaretabellen | Matvaretabellen | Food composition table
    Dyrehelse | Dyrehelse | Animal health
    Drikkevannsforsyning | Drikkevassforsyning | Drinking water supply
    Plantevernmidler | Plantevernmiddel | Plant protection products
    Dyrevelferd | Dyrevelferd | Animal welfare
    Godkjente virksomheter | Godkjende verksemder | Approved establishments
    Mattrygghet | Mattryggleik | Food safety
    Kosmetikkprodukter | Kosmetikkprodukt | Cosmetic products
  `,
  keywords:
    'mat | mat | food; tilsyn | tilsyn | inspection; dyr | dyr | animals; drikkevann | drikkevatn | drinking water; hygiene | hygiene | hygiene; ernæring | ernæring | nutrition; smittestoff | smittestoff | pathogen; restaurant | restaurant | restaurant',
  concepts: `
    Næringsmiddelvirksomhet | Næringsmiddelverksemd | Food business || Foretak som driver med produksjon, bearbeiding eller distribusjon av næringsmidler. | Føretak som driv med produksjon, foredling eller distribusjon av næringsmiddel. | Undertaking carrying out production, processing or distribution of food.
    Tilsynsobjekt | Tilsynsobjekt | Inspected establishment || Virksomhet eller sted som er underlagt tilsyn. | Verksemd eller stad som er underlagd tilsyn. | Business or place subject to inspection.
    Smilefjes | Smilefjes | Smiley || Symbol som viser resultatet av et hygienetilsyn ved et serveringssted. | Symbol som viser resultatet av eit hygienetilsyn ved ein serveringsstad. | Symbol showing the result of a hygiene inspection at a food service establishment.
    Vannverk | Vassverk | Waterworks || Anlegg som leverer drikkevann til flere husholdninger eller virksomheter. | Anlegg som leverer drikkevatn til fleire hushald eller verksemder. | Facility supplying drinking water to several households or businesses.
    Dyrehold | Dyrehald | Animal keeping || Det å holde dyr, enten som husdyr, kjæledyr eller i fangenskap. | Det å halde dyr, anten som husdyr, kjæledyr eller i fangenskap. | Keeping animals, as livestock, pets or in captivity.
    Tilbaketrekking | Tilbaketrekking | Recall || Fjerning av et produkt fra markedet fordi det kan være helseskadelig. | Fjerning av eit produkt frå marknaden fordi det kan vere helseskadeleg. | Removal of a product from the market because it may be harmful to health.
  `,
  services: `
    Registrere næringsmiddelvirksomhet | Registrere næringsmiddelverksemd | Register a food business
    Søknad om eksportattest | Søknad om eksportattest | Application for an export certificate
    Melde bekymring for dyrevelferd | Melde uro for dyrevelferd | Report concern for animal welfare
    Søknad om godkjenning av vannforsyningssystem | Søknad om godkjenning av vassforsyningssystem | Application for approval of a water supply system
  `,
});
