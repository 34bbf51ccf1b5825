/**
 * Alternative and hidden labels of the demo catalogue's concepts (the `additionalTitles` of a concept hit):
 * synonyms, abbreviations and older or everyday names, as real concept catalogues register them. Keyed by the
 * concept's Bokmål term; a concept not listed has none. Each label in `nb | nn | en` notation (one part: the
 * same in every language, as abbreviations are); a `~` before a label marks it Bokmål only, as a hidden label
 * (a common misspelling or an informal name) usually is.
 */
import { text3 } from './text3';

const TABLE = `
Arbeidsgiveravgift = AGA | AGA | Employer's contribution ; ~arbeidsgjiveravgift
Merverdiavgift = MVA ; Moms | Moms | VAT
Skattepliktig inntekt = Inntekt til beskatning | Inntekt til skattlegging | Income subject to tax
Skattekort = Skattetrekkskort | Skattetrekkskort | Tax deduction card
Forskuddstrekk = Skattetrekk | Skattetrekk | Tax withholding
Skattemelding = Selvangivelse | Sjølvmelding | Tax return
Organisasjonsnummer = Orgnr ; Org.nr.
Enhet = Juridisk enhet | Juridisk eining | Legal entity
Underenhet = Virksomhet | Verksemd | Establishment ; Bedrift | Bedrift | Local unit
Næringskode = NACE-kode | NACE-kode | NACE code ; Bransjekode | Bransjekode | Industry code
Aksjeselskap = AS ; ~aksjeselskab
Reell rettighetshaver = Reelle rettighetshavere | Reelle rettshavarar | Ultimate beneficial owner
Daglig leder = Administrerende direktør | Administrerande direktør | Managing director ; CEO
Årsregnskap = Regnskap | Rekneskap | Accounts
Enkeltvedtak = Individuelt vedtak | Individuelt vedtak | Individual decision
Innsynskrav = Innsynsbegjæring | Innsynskrav | Request for access
Behandlingsansvarlig = Dataansvarlig | Dataansvarleg | Data controller
Anmeldelse = Politianmeldelse | Politimelding | Police report
Oppholdstillatelse = Oppholdsløyve | Opphaldsløyve | Residence permit
Asylsøker = Asylsøkar | Asylsøkjar | Asylum seeker
Politiattest = Vandelsattest | Vandelsattest | Certificate of conduct ; Barneomsorgsattest | Barneomsorgsattest | Child care certificate
Kjøretøy = Motorvogn | Motorvogn | Motor vehicle ; Bil | Bil | Car
Årsdøgntrafikk = ÅDT ; Trafikkmengde | Trafikkmengd | Traffic volume
Holdeplass = Busstopp | Busstopp | Bus stop ; Stoppested | Stoppestad | Stop place
Vegreferanse = Vegsystemreferanse | Vegsystemreferanse | Road system reference ; ~veireferanse
Registreringsnummer = Kjennemerke | Kjennemerke | Licence plate ; Skiltnummer | Skiltnummer | Number plate
Personskadeulykke = Trafikkulykke med personskade | Trafikkulukke med personskade | Injury accident
Bompenger = Bompengeavgift | Bompengeavgift | Road toll ; Bomavgift | Bomavgift | Toll
Barnehageplass = Plass i barnehage | Plass i barnehage | Kindergarten place
Foreldrebetaling = Barnehagepris | Barnehagepris | Kindergarten fee
Byggesøknad = Søknad om tillatelse til tiltak | Søknad om løyve til tiltak | Building application ; Byggemelding
Ferdigattest = Brukstillatelse | Bruksløyve | Completion certificate
Hjemmetjeneste = Hjemmesykepleie | Heimesjukepleie | Home nursing ; Hjemmehjelp | Heimehjelp | Home help
Septiktank = Slamavskiller | Slamavskiljar | Septic tank
Matrikkelenhet = Eiendom | Eigedom | Property ; Grunneiendom | Grunneigedom | Land property
Gårdsnummer = GNR ; Gnr.
Bruksnummer = BNR ; Bnr.
Vegadresse = Gateadresse | Gateadresse | Street address ; ~veiadresse
Reguleringsplan = Detaljregulering | Detaljregulering | Zoning plan ; Områderegulering | Områderegulering | Area zoning plan
Tinglysing = Tinglysning | Tinglysing | Land registration
Verneområde = Naturvernområde | Naturvernområde | Protected area ; Nasjonalpark | Nasjonalpark | National park
Rødlisteart = Truet art | Truga art | Threatened species
Klimagass = Drivhusgass | Drivhusgass | Greenhouse gas ; CO2
Svevestøv = PM10 ; Partikler | Partiklar | Particulate matter
Farlig avfall = Spesialavfall | Spesialavfall | Hazardous waste
Fremmed art = Fremmedart | Framandart | Alien species ; Svartelistet art | Svartelista art | Black-listed species
Farevarsel = Ekstremværvarsel | Ekstremvêrvarsel | Weather warning ; Farevarsling | Farevarsling | Hazard warning
Skredfaregrad = Snøskredfare | Snøskredfare | Avalanche danger level
Nettleie = Nettleige | Nettleige | Grid tariff
Jordbruksareal = Dyrket mark | Dyrka mark | Agricultural land ; Fulldyrket jord | Fulldyrka jord | Cultivated land
Produksjonstilskudd = PT ; Produksjonstilskot | Produksjonstilskot | Production subsidy
Fartøy = Fiskefartøy | Fiskefartøy | Fishing vessel ; Båt | Båt | Boat
Sluttseddel = Landingsseddel | Landingssetel | Landing note
Akvakulturlokalitet = Oppdrettsanlegg | Oppdrettsanlegg | Fish farm ; Lokalitet | Lokalitet | Site
Smilefjes = Smilefjesordningen | Smilefjesordninga | Smiley scheme
Fødselsnummer = Personnummer | Personnummer | Personal identity number ; FNR ; ~fødselsnr
D-nummer = Midlertidig identitetsnummer | Mellombels identitetsnummer | Temporary identity number
Sivilstand = Ekteskapelig status | Ekteskapleg status | Civil status
Bostedsadresse = Folkeregistrert adresse | Folkeregistrert adresse | Registered address ; Bostedsadr.
Statsborgerskap = Nasjonalitet | Nasjonalitet | Nationality
Folkemengde = Befolkning | Folkesetnad | Population
Arbeidsgiver = Arbeidsgjevar | Arbeidsgjevar | Employer ; ~arbeidsgjiver
Arbeidstaker = Ansatt | Tilsett | Employee ; Lønnsmottaker | Lønsmottakar | Wage earner
Sykepenger = Sykelønn | Sjukeløn | Sick pay
Dagpenger = Ledighetstrygd | Ledigheitstrygd | Jobseeker's allowance ; Arbeidsledighetstrygd
Uføretrygd = Uførepensjon | Uførepensjon | Disability pension
Grunnbeløp = G ; Grunnbeløpet i folketrygden | Grunnbeløpet i folketrygda | Basic amount
Fastlege = Allmennlege | Allmennlege | General practitioner ; ~huslege
Helsepersonell = Helsearbeider | Helsearbeidar | Health worker
Henvisning = Tilvisning | Tilvising | Referral letter
Resept = E-resept | E-resept | E-prescription
Egenandel = Eigendel | Eigendel | Deductible
Smittsom sykdom = Smittsom sjukdom | Smittsam sjukdom | Infectious disease ; Allmennfarlig smittsom sykdom
Elev = Skoleelev | Skuleelev | Pupil
Studiepoeng = ECTS ; Studiepoenger | Studiepoeng | Credits
Lærekontrakt = Lærlingkontrakt | Lærlingkontrakt | Apprenticeship contract
Spesialundervisning = Tilrettelagt opplæring | Tilrettelagd opplæring | Special needs education
Utdanningsstøtte = Studielån | Studielån | Student loan ; Stipend | Stipend | Grant
Kulturminne = Fornminne | Fornminne | Ancient monument ; Kulturarv | Kulturarv | Cultural heritage
Idrettsanlegg = Idrettsplass | Idrettsplass | Sports ground ; Idrettshall | Idrettshall | Sports hall
Stedsnavn = Stadnamn | Stadnamn | Place name
Frivillig organisasjon = Forening | Foreining | Association ; Lag | Lag | Club
`;

export interface ConceptLabels {
  readonly alternative: readonly { nb: string; nn: string; en: string }[];
  /** Bokmål only (hidden labels). */
  readonly hidden: readonly string[];
}

function parse(table: string): ReadonlyMap<string, ConceptLabels> {
  const labels = new Map<string, ConceptLabels>();
  for (const line of table.trim().split('\n')) {
    const [term = '', rest = ''] = line.split(' = ');
    const cells = rest.split(' ; ').map((cell) => cell.trim());
    labels.set(term.trim(), {
      alternative: cells.filter((cell) => !cell.startsWith('~')).map(text3),
      hidden: cells.filter((cell) => cell.startsWith('~')).map((cell) => cell.slice(1)),
    });
  }
  return labels;
}

/** By Bokmål term. */
export const CONCEPT_LABELS: ReadonlyMap<string, ConceptLabels> = parse(TABLE);
