/** Domains about the state and the economy: taxes, business, public administration, justice. */
import { domain } from './domain';

export const TAX = domain({
  key: 'skatt',
  eu: ['ECON', 'GOVE'],
  los: [
    'skatt-og-avgift/skatt',
    'skatt-og-avgift/avgift',
    'skatt-og-avgift/avgift/merverdiavgift',
    'skatt-og-avgift/avgift/arbeidsgiveravgift',
    'skatt-og-avgift/skatt/skattekort',
    'skatt-og-avgift',
  ],
  subjects: `
    Skattelister | Skattelister | Tax lists
    Skatteoppgjør for personer | Skatteoppgjer for personar | Tax settlements for individuals
    Merverdiavgiftsregisteret | Meirverdiavgiftsregisteret | VAT register
    Arbeidsgiveravgift per kommune | Arbeidsgjevaravgift per kommune | Employer contributions by municipality
    Skattekort | Skattekort | Tax deduction cards
    A-meldingen | A-meldinga | The a-message (employer reporting)
    Formuesverdier for boliger | Formuesverdiar for bustader | Wealth values of dwellings
    Innkreving av skatt | Innkrevjing av skatt | Tax collection
    Skattefunn-prosjekter | Skattefunn-prosjekt | SkatteFUNN projects
    Særavgifter | Særavgifter | Excise duties
    Tollstatistikk | Tollstatistikk | Customs statistics
    Eiendomsskatt | Eigedomsskatt | Property tax
  `,
  keywords:
    'skatt | skatt | tax; avgift | avgift | duty; merverdiavgift | meirverdiavgift | VAT; inntekt | inntekt | income; formue | formue | wealth; skattemelding | skattemelding | tax return; arbeidsgiver | arbeidsgjevar | employer; toll | toll | customs',
  concepts: `
    Arbeidsgiveravgift | Arbeidsgjevaravgift | Employer's social security contribution || Avgift som arbeidsgivere betaler til folketrygden, beregnet av lønn og annen godtgjørelse. | Avgift som arbeidsgjevarar betaler til folketrygda, rekna ut av løn og anna godtgjering. | Contribution paid by employers to the National Insurance scheme, calculated on salaries and other remuneration.
    Merverdiavgift | Meirverdiavgift | Value added tax || Avgift på omsetning av varer og tjenester som beregnes i alle ledd av omsetningskjeden. | Avgift på omsetnad av varer og tenester som blir rekna i alle ledd av omsetnadskjeda. | Tax on the sale of goods and services charged at every stage of the supply chain.
    Skattepliktig inntekt | Skattepliktig inntekt | Taxable income || Inntekt som det skal beregnes skatt av etter skatteloven. | Inntekt som det skal reknast skatt av etter skattelova. | Income on which tax is to be calculated under the Tax Act.
    Alminnelig inntekt | Alminneleg inntekt | Ordinary income || Skattepliktig inntekt etter fradrag for kostnader, renter og andre fradrag. | Skattepliktig inntekt etter frådrag for kostnader, renter og andre frådrag. | Taxable income after deductions for expenses, interest and other deductions.
    Skattekort | Skattekort | Tax deduction card || Melding til arbeidsgiver om hvor mye skatt som skal trekkes av lønn og ytelser. | Melding til arbeidsgjevar om kor mykje skatt som skal trekkjast av løn og ytingar. | Notice to the employer of how much tax to deduct from salary and benefits.
    Forskuddstrekk | Forskotstrekk | Tax withholding || Skatt som arbeidsgiver trekker av lønn og betaler inn på vegne av arbeidstaker. | Skatt som arbeidsgjevar trekkjer av løn og betaler inn på vegner av arbeidstakaren. | Tax the employer deducts from pay and pays on the employee's behalf.
    Skattemelding | Skattemelding | Tax return || Opplysninger den skattepliktige gir om inntekt, formue og fradrag. | Opplysningar den skattepliktige gir om inntekt, formue og frådrag. | Information the taxpayer provides about income, wealth and deductions.
    Formue | Formue | Net wealth || Verdien av eiendeler fratrukket gjeld ved utgangen av inntektsåret. | Verdien av eigedelar minus gjeld ved utgangen av inntektsåret. | The value of assets less debt at the end of the income year.
    Restskatt | Restskatt | Outstanding tax || Skatt som gjenstår å betale når skatteoppgjøret viser at forskuddet var for lavt. | Skatt som står att å betale når skatteoppgjeret viser at forskotet var for lågt. | Tax remaining to be paid when the tax settlement shows the advance was too low.
    Tollverdi | Tollverdi | Customs value || Verdien av en vare som legges til grunn for beregning av toll. | Verdien av ei vare som blir lagd til grunn for utrekning av toll. | The value of goods used as the basis for calculating customs duty.
  `,
  services: `
    Levere skattemelding | Levere skattemelding | Submit your tax return
    Endre skattekort | Endre skattekort | Change your tax deduction card
    Registrering i Merverdiavgiftsregisteret | Registrering i Meirverdiavgiftsregisteret | Registration in the VAT Register
    Søknad om betalingsutsettelse | Søknad om betalingsutsetjing | Application for deferred payment
    Bestille skatteattest | Bestille skatteattest | Order a tax certificate
    Fortolle varer | Fortolle varer | Declare goods through customs
  `,
});

export const BUSINESS = domain({
  key: 'naring',
  eu: ['ECON', 'GOVE'],
  los: [
    'naring/naringsliv',
    'naring/naringsliv/starte-eller-avslutte-bedrift',
    'naring/naringsutvikling',
    'naring/handel-og-service',
    'naring/tilskuddsordninger-for-naring',
    'naring/reiselivsnaring',
    'naring',
  ],
  subjects: `
    Enhetsregisteret | Einingsregisteret | Central Coordinating Register for Legal Entities
    Foretaksregisteret | Føretaksregisteret | Register of Business Enterprises
    Regnskapsregisteret | Rekneskapsregisteret | Register of Company Accounts
    Konkursstatistikk | Konkursstatistikk | Bankruptcy statistics
    Nyetablerte foretak | Nyetablerte føretak | Newly established enterprises
    Reelle rettighetshavere | Reelle rettshavarar | Beneficial owners
    Løsøreregisteret | Lausøyreregisteret | Register of Mortgaged Movable Property
    Patenter og varemerker | Patent og varemerke | Patents and trademarks
    Tilskudd til næringsutvikling | Tilskot til næringsutvikling | Business development grants
    Overnattingsstatistikk | Overnattingsstatistikk | Accommodation statistics
    Offentlige anskaffelser | Offentlege innkjøp | Public procurement
    Detaljhandelsomsetning | Detaljhandelsomsetnad | Retail trade turnover
  `,
  keywords:
    'næringsliv | næringsliv | business; foretak | føretak | enterprise; organisasjonsnummer | organisasjonsnummer | organisation number; regnskap | rekneskap | accounts; konkurs | konkurs | bankruptcy; handel | handel | trade; innovasjon | innovasjon | innovation; reiseliv | reiseliv | tourism',
  concepts: `
    Organisasjonsnummer | Organisasjonsnummer | Organisation number || Ni sifre som identifiserer en enhet i Enhetsregisteret. | Ni siffer som identifiserer ei eining i Einingsregisteret. | Nine digits identifying an entity in the Central Coordinating Register for Legal Entities.
    Enhet | Eining | Entity || Juridisk person, enkeltpersonforetak eller annen enhet som er registrert i Enhetsregisteret. | Juridisk person, enkeltpersonføretak eller anna eining som er registrert i Einingsregisteret. | Legal person, sole proprietorship or other entity registered in the Central Coordinating Register.
    Underenhet | Undereining | Sub-entity || Bedrift eller virksomhet som er en del av en hovedenhet og driver på en bestemt adresse. | Bedrift eller verksemd som er ein del av ei hovudeining og driv på ei bestemd adresse. | Establishment that is part of a main entity and operates at a particular address.
    Organisasjonsform | Organisasjonsform | Organisational form || Den juridiske formen en enhet er organisert i, for eksempel aksjeselskap. | Den juridiske forma ei eining er organisert i, til dømes aksjeselskap. | The legal form in which an entity is organised, such as a limited company.
    Næringskode | Næringskode | Industry code || Kode som angir hovedaktiviteten til en enhet etter standard for næringsgruppering. | Kode som viser hovudaktiviteten til ei eining etter standard for næringsgruppering. | Code giving an entity's main activity under the standard industrial classification.
    Aksjeselskap | Aksjeselskap | Limited company || Selskap der ingen av deltakerne har personlig ansvar for selskapets forpliktelser. | Selskap der ingen av deltakarane har personleg ansvar for skyldnadene til selskapet. | Company in which no participant is personally liable for the company's obligations.
    Reell rettighetshaver | Reell rettshavar | Beneficial owner || Fysisk person som i siste instans eier eller kontrollerer en juridisk person. | Fysisk person som i siste instans eig eller kontrollerer ein juridisk person. | Natural person who ultimately owns or controls a legal person.
    Konkurs | Konkurs | Bankruptcy || Rettslig prosess der skyldnerens eiendeler beslaglegges for å dekke kreditorene. | Rettsleg prosess der eigedelane til skuldnaren blir lagde beslag på for å dekkje kreditorane. | Legal process in which the debtor's assets are seized to cover the creditors.
    Daglig leder | Dagleg leiar | Chief executive || Person som har ansvar for den daglige ledelsen av et foretak. | Person som har ansvar for den daglege leiinga av eit føretak. | Person responsible for the day-to-day management of an enterprise.
    Årsregnskap | Årsrekneskap | Annual accounts || Regnskap som viser foretakets resultat og stilling ved slutten av regnskapsåret. | Rekneskap som viser resultatet og stillinga til føretaket ved slutten av rekneskapsåret. | Accounts showing the enterprise's result and position at the end of the financial year.
  `,
  services: `
    Registrere enkeltpersonforetak | Registrere enkeltpersonføretak | Register a sole proprietorship
    Stifte aksjeselskap | Skipe aksjeselskap | Establish a limited company
    Sende inn årsregnskap | Sende inn årsrekneskap | Submit annual accounts
    Søknad om serveringsbevilling | Søknad om serveringsløyve | Application for a catering licence
    Søknad om salgsbevilling for alkohol | Søknad om salsløyve for alkohol | Application for an alcohol sales licence
    Søknad om etablererstipend | Søknad om etablerarstipend | Application for an entrepreneur grant
    Melde endring i Enhetsregisteret | Melde endring i Einingsregisteret | Report a change in the Central Coordinating Register
  `,
});

export const ADMINISTRATION = domain({
  key: 'forvaltning',
  eu: ['GOVE'],
  los: [
    'demokrati-og-innbyggerrettigheter/apenhet',
    'demokrati-og-innbyggerrettigheter/medvirkning',
    'demokrati-og-innbyggerrettigheter/politikk-og-valg',
    'demokrati-og-innbyggerrettigheter/personopplysninger',
    'demokrati-og-innbyggerrettigheter',
  ],
  subjects: `
    Statsbudsjettet | Statsbudsjettet | The state budget
    Statsregnskapet | Statsrekneskapen | The central government accounts
    Postjournaler | Postjournalar | Public records of correspondence
    Valgresultater | Valresultat | Election results
    Offentlige virksomheter | Offentlege verksemder | Public sector organisations
    Ansatte i staten | Tilsette i staten | Central government employees
    Digitale fellesløsninger | Digitale fellesløysingar | Shared digital solutions
    Innbyggerundersøkelsen | Innbyggjarundersøkinga | Citizen survey
    Høringer | Høyringar | Public consultations
    Kommuneøkonomi | Kommuneøkonomi | Municipal finances
    Statlige tilskuddsordninger | Statlege tilskotsordningar | Central government grant schemes
    Lover og forskrifter | Lover og forskrifter | Acts and regulations
  `,
  keywords:
    'offentlig sektor | offentleg sektor | public sector; budsjett | budsjett | budget; valg | val | elections; digitalisering | digitalisering | digitalisation; åpenhet | openheit | transparency; innsyn | innsyn | access to information; forvaltning | forvaltning | administration; kommune | kommune | municipality',
  concepts: `
    Vedtak | Vedtak | Decision || Avgjørelse som treffes under utøving av offentlig myndighet og som er bestemmende for rettigheter eller plikter. | Avgjerd som blir teken under utøving av offentleg mynde og som er avgjerande for rettar eller plikter. | Decision made in the exercise of public authority that determines rights or duties.
    Enkeltvedtak | Enkeltvedtak | Individual decision || Vedtak som gjelder rettigheter eller plikter til én eller flere bestemte personer. | Vedtak som gjeld rettane eller pliktene til éin eller fleire bestemde personar. | Decision concerning the rights or duties of one or more specific persons.
    Offentlig organ | Offentleg organ | Public body || Statlig, fylkeskommunal eller kommunal virksomhet. | Statleg, fylkeskommunal eller kommunal verksemd. | Central government, county or municipal organisation.
    Innsynskrav | Innsynskrav | Request for access || Krav om å få se et dokument hos et offentlig organ etter offentleglova. | Krav om å få sjå eit dokument hos eit offentleg organ etter offentleglova. | Request to see a document held by a public body under the Freedom of Information Act.
    Saksbehandlingstid | Sakshandsamingstid | Processing time || Tiden fra en sak mottas til den er avgjort. | Tida frå ei sak er motteken til ho er avgjord. | The time from receipt of a case until it is decided.
    Journalpost | Journalpost | Registry entry || Registrering av et inngående eller utgående dokument i en journal. | Registrering av eit inngåande eller utgåande dokument i ein journal. | Registration of an incoming or outgoing document in a journal.
    Valgkrets | Valkrins | Electoral district || Geografisk område som utgjør en enhet ved valg. | Geografisk område som utgjer ei eining ved val. | Geographical area forming a unit in elections.
    Samtykke | Samtykke | Consent || Frivillig, spesifikk og utvetydig viljesytring om at en godtar behandling av personopplysninger. | Frivillig, spesifikk og eintydig viljesytring om at ein godtek behandling av personopplysningar. | Freely given, specific and unambiguous indication of agreement to the processing of personal data.
    Behandlingsansvarlig | Behandlingsansvarleg | Controller || Den som bestemmer formålet med behandlingen av personopplysninger og hvilke midler som skal brukes. | Den som bestemmer føremålet med behandlinga av personopplysningar og kva middel som skal brukast. | The party determining the purposes and means of processing personal data.
  `,
  services: `
    Be om innsyn i offentlige dokumenter | Be om innsyn i offentlege dokument | Request access to public documents
    Sende innbyggerforslag | Sende innbyggjarforslag | Submit a citizens' initiative
    Melde avvik om personvern | Melde avvik om personvern | Report a personal data breach
    Søknad om statlig tilskudd | Søknad om statleg tilskot | Application for a central government grant
  `,
});

export const JUSTICE = domain({
  key: 'justis',
  eu: ['JUST', 'GOVE'],
  los: [
    'lov-og-rett/lovbrudd-og-straff',
    'lov-og-rett/rettsvesen',
    'lov-og-rett/erstatningsordninger',
    'samfunnssikkerhet-og-beredskap/brann',
    'samfunnssikkerhet-og-beredskap',
    'demokrati-og-innbyggerrettigheter/innbyggerrettigheter',
    'innvandring-og-integrering',
    'lov-og-rett',
  ],
  subjects: `
    Anmeldte lovbrudd | Melde lovbrot | Reported offences
    Straffesaksstatistikk | Straffesaksstatistikk | Criminal case statistics
    Fengselsplasser | Fengselsplassar | Prison places
    Rettsavgjørelser | Rettsavgjerder | Court decisions
    Våpenregisteret | Våpenregisteret | Firearms register
    Pass og nasjonale ID-kort | Pass og nasjonale ID-kort | Passports and national ID cards
    Oppholdstillatelser | Opphaldsløyve | Residence permits
    Asylsøknader | Asylsøknader | Asylum applications
    Brannstatistikk | Brannstatistikk | Fire statistics
    Tilfluktsrom | Tilfluktsrom | Public shelters
    Hendelser med farlig gods | Hendingar med farleg gods | Dangerous goods incidents
    Voldsoffererstatning | Valdsoffererstatning | Compensation for victims of violence
  `,
  keywords:
    'politi | politi | police; kriminalitet | kriminalitet | crime; domstol | domstol | court; beredskap | beredskap | emergency preparedness; brann | brann | fire; innvandring | innvandring | immigration; sikkerhet | tryggleik | safety; straff | straff | punishment',
  concepts: `
    Lovbrudd | Lovbrot | Offence || Handling eller unnlatelse som er straffbar etter norsk lov. | Handling eller unnlating som er straffbar etter norsk lov. | Act or omission punishable under Norwegian law.
    Anmeldelse | Melding | Police report || Melding til politiet om et mulig straffbart forhold med begjæring om påtale. | Melding til politiet om eit mogleg straffbart forhold med krav om påtale. | Report to the police of a possible criminal act requesting prosecution.
    Oppholdstillatelse | Opphaldsløyve | Residence permit || Tillatelse for en utenlandsk borger til å oppholde seg i Norge i en bestemt periode. | Løyve for ein utanlandsk borgar til å opphalde seg i Noreg i ein bestemd periode. | Permission for a foreign national to stay in Norway for a specified period.
    Asylsøker | Asylsøkjar | Asylum seeker || Person som på egen hånd har kommet til Norge og søkt om beskyttelse. | Person som på eiga hand har kome til Noreg og søkt om vern. | Person who has come to Norway on their own and applied for protection.
    Rettskraftig dom | Rettskraftig dom | Final judgment || Dom som ikke lenger kan angripes med ordinære rettsmidler. | Dom som ikkje lenger kan angripast med ordinære rettsmiddel. | Judgment that can no longer be challenged by ordinary legal remedies.
    Særskilt brannobjekt | Særskilt brannobjekt | Special fire safety object || Byggverk der brann kan føre til tap av mange liv eller store skader på helse, miljø eller materielle verdier. | Byggverk der brann kan føre til tap av mange liv eller store skadar på helse, miljø eller materielle verdiar. | Building in which fire may lead to major loss of life or damage.
    Politiattest | Politiattest | Police certificate || Attest som viser om en person har merknader i strafferegisteret. | Attest som viser om ein person har merknader i strafferegisteret. | Certificate showing whether a person has entries in the criminal record.
    Farlig gods | Farleg gods | Dangerous goods || Stoffer og gjenstander som kan utgjøre en fare for liv, helse, miljø eller materielle verdier under transport. | Stoff og gjenstandar som kan utgjere ein fare for liv, helse, miljø eller materielle verdiar under transport. | Substances and articles that may pose a risk to life, health, environment or property during transport.
  `,
  services: `
    Søknad om politiattest | Søknad om politiattest | Application for a police certificate
    Anmelde et lovbrudd | Melde eit lovbrot | Report an offence
    Søknad om pass | Søknad om pass | Passport application
    Søknad om våpenkort | Søknad om våpenkort | Application for a firearms licence
    Søknad om familieinnvandring | Søknad om familieinnvandring | Application for family immigration
    Melde tap eller tyveri | Melde tap eller tjuveri | Report loss or theft
    Søknad om voldsoffererstatning | Søknad om valdsoffererstatning | Application for compensation for victims of violence
  `,
});
