/** Domains about people: population, work and welfare, health, education, culture. */
import { domain } from './domain';

export const POPULATION = domain({
  key: 'befolkning',
  eu: ['SOCI', 'REGI'],
  los: [
    'demokrati-og-innbyggerrettigheter/personopplysninger',
    'familie-og-barn',
    'bygg-og-eiendom/flytting',
    'innvandring-og-integrering/integrering',
  ],
  subjects: `
    Befolkning | Folketal | Population
    Grunnkrets befolkning | Grunnkrins folketal | Population by basic statistical unit
    Fødte og døde | Fødde og døde | Births and deaths
    Flyttinger | Flyttingar | Migrations
    Husholdninger | Hushald | Households
    Befolkningsframskrivinger | Folketalsframskrivingar | Population projections
    Innvandrere og norskfødte med innvandrerforeldre | Innvandrarar og norskfødde med innvandrarforeldre | Immigrants and Norwegian-born to immigrant parents
    Folkemengde per 1. januar | Folkemengd per 1. januar | Population as of 1 January
    Navn på nyfødte | Namn på nyfødde | Names of newborns
    Ekteskapsinngåelser og skilsmisser | Ekteskapsinngåingar og skilsmål | Marriages and divorces
    Levekår | Levekår | Living conditions
    Inntekt og formue for husholdninger | Inntekt og formue for hushald | Household income and wealth
  `,
  keywords:
    'befolkning | folketal | population; statistikk | statistikk | statistics; demografi | demografi | demography; alder | alder | age; kjønn | kjønn | sex; flytting | flytting | migration; husholdning | hushald | household; folkeregister | folkeregister | population register',
  concepts: `
    Bosatt person | Busett person | Resident || Person som er registrert bosatt i Norge i Folkeregisteret. | Person som er registrert busett i Noreg i Folkeregisteret. | Person registered as resident in Norway in the National Population Register.
    Husholdning | Hushald | Household || Personer som bor i samme bolig, uavhengig av slektskap. | Personar som bur i same bustad, uavhengig av slektskap. | Persons living in the same dwelling, regardless of kinship.
    Fødselsnummer | Fødselsnummer | National identity number || Elleve sifre som identifiserer en person i Folkeregisteret, sammensatt av fødselsdato og personnummer. | Elleve siffer som identifiserer ein person i Folkeregisteret, sett saman av fødselsdato og personnummer. | Eleven digits identifying a person in the National Population Register, made up of the date of birth and a personal number.
    D-nummer | D-nummer | D number || Identifikasjonsnummer for personer som ikke er eller har vært bosatt i Norge. | Identifikasjonsnummer for personar som ikkje er eller har vore busette i Noreg. | Identification number for persons who are not or have not been resident in Norway.
    Grunnkrets | Grunnkrins | Basic statistical unit || Geografisk enhet som deler kommunene inn i små, stabile områder for statistikk. | Geografisk eining som deler kommunane inn i små, stabile område for statistikk. | Geographical unit dividing municipalities into small, stable areas for statistics.
    Sivilstand | Sivilstand | Marital status || En persons status i forhold til ekteskap og partnerskap. | Statusen til ein person i høve til ekteskap og partnarskap. | A person's status with regard to marriage and partnership.
    Bostedsadresse | Bustadadresse | Residential address || Adressen der en person er registrert bosatt. | Adressa der ein person er registrert busett. | The address where a person is registered as resident.
    Innvandrer | Innvandrar | Immigrant || Person som er født i utlandet av to utenlandskfødte foreldre og som har innvandret til Norge. | Person som er fødd i utlandet av to utanlandsfødde foreldre og som har innvandra til Noreg. | Person born abroad to two foreign-born parents who has immigrated to Norway.
    Statsborgerskap | Statsborgarskap | Citizenship || Den rettslige tilknytningen mellom en person og en stat. | Den rettslege tilknytinga mellom ein person og ein stat. | The legal bond between a person and a state.
    Folkemengde | Folkemengd | Population size || Antall personer bosatt i et område på et gitt tidspunkt. | Talet på personar busette i eit område på eit gitt tidspunkt. | The number of persons resident in an area at a given time.
  `,
  services: `
    Melde flytting | Melde flytting | Report a change of address
    Bestille bostedsattest | Bestille bustadattest | Order a certificate of residence
    Søke om navneendring | Søkje om namneendring | Apply for a change of name
    Søke om D-nummer | Søkje om D-nummer | Apply for a D number
    Søke om statsborgerskap | Søkje om statsborgarskap | Apply for Norwegian citizenship
    Melde fødsel | Melde fødsel | Register a birth
  `,
});

export const WORK = domain({
  key: 'arbeid',
  eu: ['SOCI', 'ECON'],
  los: [
    'arbeid/arbeidsliv',
    'arbeid/arbeidssoking',
    'arbeid/inntektssikring',
    'arbeid/inntektssikring/sykepenger',
    'sosiale-tjenester/okonomiske-ytelser-og-radgivning',
    'sosiale-tjenester/kvalifisering-til-arbeid',
    'arbeid',
  ],
  subjects: `
    Registrerte arbeidsledige | Registrerte arbeidsledige | Registered unemployed
    Ledige stillinger | Ledige stillingar | Job vacancies
    Sykefravær | Sjukefråvær | Sickness absence
    Arbeidsmarkedstiltak | Arbeidsmarknadstiltak | Labour market measures
    Mottakere av uføretrygd | Mottakarar av uføretrygd | Recipients of disability benefit
    Sysselsetting | Sysselsetjing | Employment
    Lønnsstatistikk | Lønsstatistikk | Wage statistics
    Arbeidsforhold i Aa-registeret | Arbeidsforhold i Aa-registeret | Employment relationships in the Aa register
    Yrkesskader | Yrkesskadar | Occupational injuries
    Dagpengemottakere | Dagpengemottakarar | Unemployment benefit recipients
    Pensjonsmottakere | Pensjonsmottakarar | Pension recipients
    Tilsyn med arbeidsmiljø | Tilsyn med arbeidsmiljø | Working environment inspections
  `,
  keywords:
    'arbeid | arbeid | work; arbeidsledighet | arbeidsløyse | unemployment; sysselsetting | sysselsetjing | employment; lønn | løn | wages; sykefravær | sjukefråvær | sickness absence; trygd | trygd | social security; pensjon | pensjon | pension; arbeidsmiljø | arbeidsmiljø | working environment; NAV',
  concepts: `
    Arbeidsforhold | Arbeidsforhold | Employment relationship || Avtale der en person utfører arbeid for en arbeidsgiver mot lønn eller annen godtgjørelse. | Avtale der ein person utfører arbeid for ein arbeidsgjevar mot løn eller anna godtgjering. | Agreement under which a person performs work for an employer in return for pay or other remuneration.
    Arbeidsgiver | Arbeidsgjevar | Employer || Enhver som har ansatt arbeidstaker for å utføre arbeid i sin tjeneste. | Alle som har tilsett arbeidstakar til å utføre arbeid i si teneste. | Anyone who has engaged an employee to perform work in their service.
    Arbeidstaker | Arbeidstakar | Employee || Enhver som utfører arbeid i annens tjeneste. | Alle som utfører arbeid i teneste for andre. | Anyone who performs work in the service of another.
    Stillingsprosent | Stillingsprosent | Position percentage || Arbeidstid i en stilling uttrykt som prosent av en heltidsstilling. | Arbeidstid i ei stilling uttrykt som prosent av ei heiltidsstilling. | Working hours in a position expressed as a percentage of a full-time position.
    Sykepenger | Sjukepengar | Sickness benefit || Ytelse som erstatter tapt arbeidsinntekt når en arbeidstaker er arbeidsufør på grunn av sykdom eller skade. | Yting som erstattar tapt arbeidsinntekt når ein arbeidstakar er arbeidsufør på grunn av sjukdom eller skade. | Benefit replacing lost earnings when an employee is unable to work because of illness or injury.
    Dagpenger | Dagpengar | Unemployment benefit || Ytelse som delvis erstatter inntekt for personer som har mistet arbeidet. | Yting som delvis erstattar inntekt for personar som har mista arbeidet. | Benefit partly replacing the income of persons who have lost their job.
    Helt ledig | Heilt ledig | Fully unemployed || Arbeidssøker som er registrert uten arbeid og som står til disposisjon for arbeidsmarkedet. | Arbeidssøkjar som er registrert utan arbeid og som står til disposisjon for arbeidsmarknaden. | Jobseeker registered without work and available to the labour market.
    Uføretrygd | Uføretrygd | Disability benefit || Ytelse til personer som har fått inntektsevnen varig nedsatt på grunn av sykdom eller skade. | Yting til personar som har fått inntektsevna varig sett ned på grunn av sjukdom eller skade. | Benefit for persons whose earning capacity is permanently reduced by illness or injury.
    Grunnbeløp | Grunnbeløp | Basic amount || Beløp fastsatt av Stortinget som brukes til å beregne mange ytelser fra folketrygden. | Beløp fastsett av Stortinget som blir brukt til å rekne ut mange ytingar frå folketrygda. | Amount set by the Storting used to calculate many National Insurance benefits.
    Permittering | Permittering | Temporary layoff || Midlertidig fritak fra arbeidsplikt og lønnsplikt på grunn av forhold hos arbeidsgiver. | Mellombels fritak frå arbeidsplikt og lønsplikt på grunn av forhold hos arbeidsgjevar. | Temporary release from the duty to work and to pay because of circumstances on the employer's side.
  `,
  services: `
    Søknad om dagpenger | Søknad om dagpengar | Application for unemployment benefit
    Søknad om sykepenger | Søknad om sjukepengar | Application for sickness benefit
    Registrere seg som arbeidssøker | Registrere seg som arbeidssøkjar | Register as a jobseeker
    Søknad om uføretrygd | Søknad om uføretrygd | Application for disability benefit
    Søknad om alderspensjon | Søknad om alderspensjon | Application for retirement pension
    Melde yrkesskade | Melde yrkesskade | Report an occupational injury
  `,
});

export const HEALTH = domain({
  key: 'helse',
  eu: ['HEAL', 'SOCI'],
  los: [
    'helse-og-omsorg/helsetjenester',
    'helse-og-omsorg/folkehelse',
    'helse-og-omsorg/folkehelse/smittevern',
    'helse-og-omsorg/omsorgstjenester',
    'helse-og-omsorg/pasientrettigheter',
    'helse-og-omsorg/rus-og-avhengighet',
    'helse-og-omsorg/svangerskap',
    'helse-og-omsorg',
  ],
  subjects: `
    Fastlegestatistikk | Fastlegestatistikk | GP statistics
    Ventetider i spesialisthelsetjenesten | Ventetider i spesialisthelsetenesta | Waiting times in specialist health care
    Reseptregisteret | Reseptregisteret | Prescription register
    Dødsårsaker | Dødsårsaker | Causes of death
    Vaksinasjonsdekning | Vaksinasjonsdekning | Vaccination coverage
    Meldingspliktige smittsomme sykdommer | Meldepliktige smittsame sjukdommar | Notifiable infectious diseases
    Kommunehelsa statistikkbank | Kommunehelsa statistikkbank | Municipal health statistics bank
    Legemiddelforbruk | Legemiddelforbruk | Medicine consumption
    Sykehusopphold | Sjukehusopphald | Hospital stays
    Helsepersonellregisteret | Helsepersonellregisteret | Register of health personnel
    Pasientskader | Pasientskadar | Patient injuries
    Fødsler i Medisinsk fødselsregister | Fødslar i Medisinsk fødselsregister | Births in the Medical Birth Registry
  `,
  keywords:
    'helse | helse | health; sykehus | sjukehus | hospital; pasient | pasient | patient; folkehelse | folkehelse | public health; legemidler | legemiddel | medicines; smittevern | smittevern | infection control; register | register | register; vaksine | vaksine | vaccine',
  concepts: `
    Pasient | Pasient | Patient || En person som henvender seg til helse- og omsorgstjenesten med anmodning om helsehjelp. | Ein person som vender seg til helse- og omsorgstenesta med oppmoding om helsehjelp. | A person who contacts the health and care services requesting health care.
    Fastlege | Fastlege | Regular general practitioner || Allmennlege som har ansvar for allmennlegetilbudet til personene på sin liste. | Allmennlege som har ansvar for allmennlegetilbodet til personane på lista si. | General practitioner responsible for the primary care of the persons on their list.
    Helsepersonell | Helsepersonell | Health personnel || Personell med autorisasjon eller lisens som yter helsehjelp. | Personell med autorisasjon eller lisens som yter helsehjelp. | Personnel with authorisation or licence who provide health care.
    Henvisning | Tilvising | Referral || Anmodning fra helsepersonell om at en pasient skal vurderes eller behandles av en annen tjeneste. | Oppmoding frå helsepersonell om at ein pasient skal vurderast eller behandlast av ei anna teneste. | Request from health personnel that a patient be assessed or treated by another service.
    Resept | Resept | Prescription || Skriftlig rekvisisjon av legemiddel til bruk for en navngitt pasient. | Skriftleg rekvisisjon av legemiddel til bruk for ein namngitt pasient. | Written order for a medicine for use by a named patient.
    Epikrise | Epikrise | Discharge summary || Sammenfatning av et behandlingsforløp som sendes videre etter utskrivning. | Samandrag av eit behandlingsforløp som blir sendt vidare etter utskriving. | Summary of a course of treatment sent on after discharge.
    Ventetid | Ventetid | Waiting time || Tiden fra en henvisning er mottatt til helsehjelpen starter. | Tida frå ei tilvising er motteken til helsehjelpa startar. | The time from receipt of a referral until health care begins.
    Egenandel | Eigendel | Patient co-payment || Den delen av utgiftene til helsetjenester som pasienten betaler selv. | Den delen av utgiftene til helsetenester som pasienten betaler sjølv. | The part of health care costs that the patient pays.
    Smittsom sykdom | Smittsam sjukdom | Communicable disease || Sykdom som skyldes mikroorganismer som kan overføres mellom mennesker. | Sjukdom som kjem av mikroorganismar som kan overførast mellom menneske. | Disease caused by microorganisms that can be transmitted between people.
  `,
  services: `
    Bytte fastlege | Byte fastlege | Change your regular GP
    Søknad om frikort for helsetjenester | Søknad om frikort for helsetenester | Application for an exemption card for health services
    Søknad om pasientreiser | Søknad om pasientreiser | Application for patient travel
    Klage på helsehjelp | Klage på helsehjelp | Complaint about health care
    Søknad om autorisasjon som helsepersonell | Søknad om autorisasjon som helsepersonell | Application for authorisation as health personnel
  `,
});

export const EDUCATION = domain({
  key: 'utdanning',
  eu: ['EDUC', 'SOCI'],
  los: [
    'skole-og-utdanning/grunnskole',
    'skole-og-utdanning/videregaende-skole',
    'skole-og-utdanning/hoyere-utdanning',
    'skole-og-utdanning/fag--og-yrkesopplaring',
    'skole-og-utdanning/studiefinansiering',
    'skole-og-utdanning/skolemiljo',
    'skole-og-utdanning/voksenopplaring',
    'skole-og-utdanning/grunnskole/tilpasset-opplaring',
    'skole-og-utdanning',
  ],
  subjects: `
    Elevtall i grunnskolen | Elevtal i grunnskulen | Pupils in primary and lower secondary school
    Nasjonale prøver | Nasjonale prøver | National tests
    Eksamenskarakterer | Eksamenskarakterar | Examination grades
    Gjennomføring i videregående opplæring | Gjennomføring i vidaregåande opplæring | Completion in upper secondary education
    Søkere til høyere utdanning | Søkjarar til høgare utdanning | Applicants to higher education
    Studiepoeng og kandidater | Studiepoeng og kandidatar | Credits and graduates
    Lærlinger og lærekontrakter | Lærlingar og lærekontraktar | Apprentices and apprenticeship contracts
    Elevundersøkelsen | Elevundersøkinga | Pupil survey
    Studielån og stipend | Studielån og stipend | Student loans and grants
    Skoleskyss | Skuleskyss | School transport
    Kompetanse i lærerstaben | Kompetanse i lærarstaben | Teacher qualifications
    Skolebygg | Skulebygg | School buildings
  `,
  keywords:
    'skole | skule | school; elever | elevar | pupils; utdanning | utdanning | education; eksamen | eksamen | exam; studenter | studentar | students; lærere | lærarar | teachers; videregående | vidaregåande | upper secondary; karakterer | karakterar | grades',
  concepts: `
    Elev | Elev | Pupil || Person som får opplæring i grunnskole eller videregående skole. | Person som får opplæring i grunnskule eller vidaregåande skule. | Person receiving education in primary, lower or upper secondary school.
    Studiepoeng | Studiepoeng | Credit || Enhet for arbeidsmengde i høyere utdanning, der 60 studiepoeng tilsvarer ett års fulltidsstudier. | Eining for arbeidsmengd i høgare utdanning, der 60 studiepoeng svarar til eitt års fulltidsstudium. | Unit of workload in higher education, where 60 credits equal one year of full-time study.
    Lærekontrakt | Lærekontrakt | Apprenticeship contract || Kontrakt mellom lærling og lærebedrift om opplæring fram mot fag- eller svennebrev. | Kontrakt mellom lærling og lærebedrift om opplæring fram mot fag- eller sveinebrev. | Contract between an apprentice and a training company for training towards a trade certificate.
    Standpunktkarakter | Standpunktkarakter | Final assessment grade || Karakter som uttrykker elevens samlede kompetanse i faget ved slutten av opplæringen. | Karakter som uttrykkjer den samla kompetansen til eleven i faget ved slutten av opplæringa. | Grade expressing the pupil's overall competence in the subject at the end of the course.
    Spesialundervisning | Spesialundervisning | Special education || Opplæring for elever som ikke har tilfredsstillende utbytte av den ordinære opplæringen. | Opplæring for elevar som ikkje har tilfredsstillande utbyte av den ordinære opplæringa. | Education for pupils who do not benefit satisfactorily from ordinary teaching.
    Skolekrets | Skulekrins | School catchment area || Geografisk område som hører til en bestemt skole. | Geografisk område som høyrer til ein bestemd skule. | Geographical area belonging to a particular school.
    Utdanningsstøtte | Utdanningsstøtte | Educational support || Lån og stipend til livsopphold under utdanning. | Lån og stipend til livsopphald under utdanning. | Loans and grants for living costs during education.
    Fravær | Fråvær | Absence || Tid en elev ikke er til stede i opplæringen. | Tid ein elev ikkje er til stades i opplæringa. | Time a pupil is not present in class.
  `,
  services: `
    Søknad om skoleplass | Søknad om skuleplass | Application for a school place
    Søknad om SFO-plass | Søknad om SFO-plass | Application for an after-school programme place
    Søknad om studielån | Søknad om studielån | Application for a student loan
    Søknad til videregående skole | Søknad til vidaregåande skule | Application to upper secondary school
    Søknad om skoleskyss | Søknad om skuleskyss | Application for school transport
    Oppmelding til privatisteksamen | Oppmelding til privatisteksamen | Registration for external candidate exams
  `,
});

export const CULTURE = domain({
  key: 'kultur',
  eu: ['EDUC', 'SOCI'],
  los: [
    'kultur-idrett-og-fritid/kultur',
    'kultur-idrett-og-fritid/kultur/kulturminner',
    'kultur-idrett-og-fritid/bibliotek',
    'kultur-idrett-og-fritid/idrett',
    'kultur-idrett-og-fritid/friluftsliv',
    'kultur-idrett-og-fritid/tilskudd-til-kultur-idrett-og-fritid',
    'kultur-idrett-og-fritid/kultur/festival',
    'kultur-idrett-og-fritid',
  ],
  subjects: `
    Kulturminner | Kulturminne | Cultural heritage sites
    Fredede bygninger | Freda bygningar | Listed buildings
    Bibliotekstatistikk | Bibliotekstatistikk | Library statistics
    Idrettsanlegg | Idrettsanlegg | Sports facilities
    Museumsbesøk | Museumsbesøk | Museum visits
    Stedsnavn | Stadnamn | Place names
    Digitaliserte aviser | Digitaliserte aviser | Digitised newspapers
    Friluftsområder | Friluftsområde | Outdoor recreation areas
    Turstier og løyper | Turstiar og løyper | Hiking trails and ski tracks
    Kulturmidler | Kulturmidlar | Cultural grants
    Arkivkatalog | Arkivkatalog | Archive catalogue
    Festivaler | Festivalar | Festivals
  `,
  keywords:
    'kultur | kultur | culture; kulturminne | kulturminne | cultural heritage; idrett | idrett | sport; bibliotek | bibliotek | library; museum | museum | museum; friluftsliv | friluftsliv | outdoor recreation; arkiv | arkiv | archive; frivillighet | frivilligheit | volunteering',
  concepts: `
    Kulturminne | Kulturminne | Cultural heritage site || Spor etter menneskelig virksomhet i vårt fysiske miljø. | Spor etter menneskeleg verksemd i det fysiske miljøet vårt. | Traces of human activity in our physical environment.
    Fredning | Freding | Protection order || Vedtak som gir et kulturminne eller naturområde særskilt rettslig vern. | Vedtak som gir eit kulturminne eller naturområde særskilt rettsleg vern. | Decision granting a cultural heritage site or natural area special legal protection.
    Idrettsanlegg | Idrettsanlegg | Sports facility || Anlegg for organisert eller egenorganisert fysisk aktivitet. | Anlegg for organisert eller eigenorganisert fysisk aktivitet. | Facility for organised or self-organised physical activity.
    Utlån | Utlån | Loan || Registrert lån av et dokument eller medium fra et bibliotek. | Registrert lån av eit dokument eller medium frå eit bibliotek. | Registered loan of a document or medium from a library.
    Arkivskaper | Arkivskapar | Records creator || Organ eller person som skaper arkiv som ledd i sin virksomhet. | Organ eller person som skaper arkiv som ledd i verksemda si. | Body or person creating records as part of their activities.
    Stedsnavn | Stadnamn | Place name || Navn på et geografisk sted, fastsatt etter stadnavnloven. | Namn på ein geografisk stad, fastsett etter stadnamnlova. | Name of a geographical place, determined under the Place Name Act.
    Frivillig organisasjon | Frivillig organisasjon | Voluntary organisation || Forening eller lag som driver ikke-fortjenestebasert virksomhet. | Foreining eller lag som driv verksemd utan forteneste som mål. | Association or club running non-profit activities.
  `,
  services: `
    Søknad om spillemidler | Søknad om spelemidlar | Application for gaming funds for sports facilities
    Søknad om kulturmidler | Søknad om kulturmidlar | Application for cultural grants
    Registrering i Frivillighetsregisteret | Registrering i Frivilligregisteret | Registration in the Register of Non-Profit Organisations
    Søknad om tilskudd til fredede bygninger | Søknad om tilskot til freda bygningar | Application for grants for listed buildings
    Leie av idrettshall | Leige av idrettshall | Rent a sports hall
  `,
});
