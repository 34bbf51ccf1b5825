/**
 * LOS, the Norwegian public sector's theme vocabulary (https://psi.norge.no/los), with labels in the app's
 * three languages: every main theme, every second-level theme and a selection of third-level words, with the
 * slugs and labels LOS itself uses (a few English labels that LOS gets wrong are corrected). The demo catalogue
 * draws its `losTheme` paths from here and the app labels them; a path not listed is still shown, labelled from
 * its slug.
 */
export interface LosTheme {
  /** Slash-separated slugs, no leading slash: `helse-og-omsorg/svangerskap`. */
  readonly path: string;
  readonly label: { readonly nb: string; readonly nn: string; readonly en: string };
}

/** `path | nb | nn | en`, one theme a line, parents before their children. */
const TABLE = `
arbeid | Arbeid | Arbeid | Work
arbeid/arbeidsliv | Arbeidsliv | Arbeidsliv | Employment
arbeid/arbeidssoking | Arbeidssøking | Arbeidssøking | Seeking employment
arbeid/inntekt | Inntekt | Inntekt | Income
arbeid/inntektssikring | Inntektssikring | Inntektssikring | Income security
arbeid/inntektssikring/sykepenger | Sykepenger | Sjukepengar | Sickness benefit
arbeid/permisjonsordninger | Permisjonsordninger | Permisjonsordningar | Leave of absence schemes
bygg-og-eiendom | Bygg og eiendom | Bygg og eigedom | Building and property
bygg-og-eiendom/bygging | Bygging | Bygging | Construction
bygg-og-eiendom/bygging/byggesak | Byggesak | Byggesak | Building applications
bygg-og-eiendom/eiendom | Eiendom | Eigedom | Property
bygg-og-eiendom/eiendom/adressetildeling | Adressetildeling | Adressetildeling | Address allocation
bygg-og-eiendom/flytting | Flytting | Flytting | Moving home
bygg-og-eiendom/kjop-og-salg | Kjøp og salg | Kjøp og sal | Buying and selling
bygg-og-eiendom/kommunale-planer | Kommunale planer | Kommunale planar | Municipal plans
bygg-og-eiendom/kommunale-planer/reguleringsplan | Reguleringsplan | Reguleringsplan | Zoning plan
bygg-og-eiendom/leie-og-utleie | Leie og utleie | Leige og utleige | Renting and leasing
bygg-og-eiendom/priser-og-gebyr-for-bygg-og-eiendom | Priser og gebyr for bygg og eiendom | Prisar og gebyr for bygg og eigedom | Prices and fees for construction and property
demokrati-og-innbyggerrettigheter | Demokrati og innbyggerrettigheter | Demokrati og innbyggjarrettar | Democracy and citizen rights
demokrati-og-innbyggerrettigheter/apenhet | Åpenhet | Openheit | Transparency
demokrati-og-innbyggerrettigheter/innbyggerrettigheter | Innbyggerrettigheter | Innbyggjarrettar | Citizens' rights
demokrati-og-innbyggerrettigheter/medvirkning | Medvirkning | Medverknad | Involvement
demokrati-og-innbyggerrettigheter/personopplysninger | Personopplysninger | Personopplysningar | Personal information
demokrati-og-innbyggerrettigheter/politikk-og-valg | Politikk og valg | Politikk og val | Politics and elections
familie-og-barn | Familie og barn | Familie og barn | Family and children
familie-og-barn/barnehage | Barnehage | Barnehage | Kindergartens
familie-og-barn/barnehage/barnehageplass | Barnehageplass | Barnehageplass | Kindergarten place
familie-og-barn/barnevern-og-foreldrestotte | Barnevern og foreldrestøtte | Barnevern og foreldrestøtte | Child and family welfare
familie-og-barn/dodsfall-og-gravferd | Dødsfall og gravferd | Dødsfall og gravferd | Death and funerals
familie-og-barn/ekteskap | Ekteskap | Ekteskap | Marriage
familie-og-barn/familieytelser | Familieytelser | Familieytingar | Family benefits
familie-og-barn/familieytelser/barnetrygd | Barnetrygd | Barnetrygd | Child benefit
familie-og-barn/foreldre-og-foresatte | Foreldre og foresatte | Foreldre og føresette | Parents and guardians
familie-og-barn/samliv | Samliv | Samliv | Living together
helse-og-omsorg | Helse og omsorg | Helse og omsorg | Health and care
helse-og-omsorg/akutt-hjelp | Akutt hjelp | Akutt hjelp | Emergency help
helse-og-omsorg/avlastning-og-stotte | Avlastning og støtte | Avlastning og støtte | Care relief and support
helse-og-omsorg/folkehelse | Folkehelse | Folkehelse | Public health
helse-og-omsorg/folkehelse/smittevern | Smittevern | Smittevern | Infection control
helse-og-omsorg/helsetjenester | Helsetjenester | Helsetenester | Health services
helse-og-omsorg/hjelpemidler | Hjelpemidler | Hjelpemiddel | Disability aids
helse-og-omsorg/omsorgstjenester | Omsorgstjenester | Omsorgstenester | Care services
helse-og-omsorg/pasientrettigheter | Pasientrettigheter | Pasientrettar | Patient rights
helse-og-omsorg/rus-og-avhengighet | Rus og avhengighet | Rus og avhengigheit | Addiction
helse-og-omsorg/svangerskap | Svangerskap | Svangerskap | Pregnancy
helse-og-omsorg/svangerskap/abort | Abort | Abort | Abortion
innvandring-og-integrering | Innvandring og integrering | Innvandring og integrering | Immigration and integration
innvandring-og-integrering/integrering | Integrering | Integrering | Integration
kultur-idrett-og-fritid | Kultur, idrett og fritid | Kultur, idrett og fritid | Culture, sport and recreation
kultur-idrett-og-fritid/bibliotek | Bibliotek | Bibliotek | Libraries
kultur-idrett-og-fritid/friluftsliv | Friluftsliv | Friluftsliv | Outdoor life
kultur-idrett-og-fritid/fritid | Fritid | Fritid | Leisure time
kultur-idrett-og-fritid/idrett | Idrett | Idrett | Sport
kultur-idrett-og-fritid/kultur | Kultur | Kultur | Culture
kultur-idrett-og-fritid/kultur/festival | Festival | Festival | Festivals
kultur-idrett-og-fritid/kultur/kulturminner | Kulturminner | Kulturminne | Cultural heritage
kultur-idrett-og-fritid/lotteri-og-pengespill | Lotteri og pengespill | Lotteri og pengespel | Lotteries and gambling
kultur-idrett-og-fritid/tilskudd-til-kultur-idrett-og-fritid | Tilskudd til kultur, idrett og fritid | Tilskot til kultur, idrett og fritid | Funding for culture, sport and recreation
kultur-idrett-og-fritid/utlan-og-leie | Utlån og leie | Utlån og leige | Loans and rentals
lov-og-rett | Lov og rett | Lov og rett | Legal matters
lov-og-rett/erstatningsordninger | Erstatningsordninger | Erstatningsordningar | Compensation schemes
lov-og-rett/lovbrudd-og-straff | Lovbrudd og straff | Lovbrot og straff | Crime and punishment
lov-og-rett/rettsvesen | Rettsvesen | Rettsvesen | Legal system
naring | Næring | Næring | Business
naring/handel-og-service | Handel og service | Handel og service | Trade and service
naring/landbruk | Landbruk | Landbruk | Agriculture
naring/landbruk/skogbruk | Skogbruk | Skogbruk | Forestry
naring/naringsliv | Næringsliv | Næringsliv | Trade and industry
naring/naringsliv/starte-eller-avslutte-bedrift | Starte eller avslutte bedrift | Starte eller avslutte bedrift | Starting or closing a business
naring/naringsutvikling | Næringsutvikling | Næringsutvikling | Business development
naring/reiselivsnaring | Reiselivsnæring | Reiselivsnæring | Tourism industry
naring/tilskuddsordninger-for-naring | Tilskuddsordninger for næring | Tilskotsordningar for næring | Public funding schemes for business
natur-klima-og-miljo | Natur, klima og miljø | Natur, klima og miljø | Nature, climate and environment
natur-klima-og-miljo/avfallshandtering | Avfallshåndtering | Avfallshandtering | Waste management
natur-klima-og-miljo/avfallshandtering/kompostering | Kompostering | Kompostering | Composting
natur-klima-og-miljo/energi | Energi | Energi | Energy
natur-klima-og-miljo/forurensning-og-straling | Forurensning og stråling | Forureining og stråling | Pollution and radiation
natur-klima-og-miljo/forurensning-og-straling/luftkvalitet | Luftkvalitet | Luftkvalitet | Air quality
natur-klima-og-miljo/forurensning-og-straling/stoy | Støy | Støy | Noise
natur-klima-og-miljo/miljo | Miljø | Miljø | Environment
natur-klima-og-miljo/miljotilskudd | Miljøtilskudd | Miljøtilskot | Public funding schemes for environment
natur-klima-og-miljo/naturforvaltning | Naturforvaltning | Naturforvaltning | Nature management
natur-klima-og-miljo/var-og-klima | Vær og klima | Vêr og klima | Weather and climate
natur-klima-og-miljo/var-og-klima/flomvarsel | Flomvarsel | Flaumvarsel | Flood warnings
natur-klima-og-miljo/var-og-klima/varvarsel | Værvarsel | Vêrvarsel | Weather forecasts
samfunnssikkerhet-og-beredskap | Samfunnssikkerhet og beredskap | Samfunnstryggleik og beredskap | Civil protection and emergency planning
samfunnssikkerhet-og-beredskap/brann | Brann | Brann | Fire
samfunnssikkerhet-og-beredskap/forsvaret | Forsvaret | Forsvaret | The armed forces
samfunnssikkerhet-og-beredskap/varslingstjenester | Varslingstjenester | Varslingstenester | Warning services
skatt-og-avgift | Skatt og avgift | Skatt og avgift | Taxes and duties
skatt-og-avgift/avgift | Avgift | Avgift | Duties
skatt-og-avgift/avgift/arbeidsgiveravgift | Arbeidsgiveravgift | Arbeidsgjevaravgift | Employer's national insurance contributions
skatt-og-avgift/avgift/merverdiavgift | Merverdiavgift | Meirverdiavgift | Value added tax
skatt-og-avgift/skatt | Skatt | Skatt | Taxes
skatt-og-avgift/skatt/skattekort | Skattekort | Skattekort | Tax deduction card
skole-og-utdanning | Skole og utdanning | Skule og utdanning | Schools and education
skole-og-utdanning/fag--og-yrkesopplaring | Fag- og yrkesopplæring | Fag- og yrkesopplæring | Vocational education and training
skole-og-utdanning/grunnskole | Grunnskole | Grunnskule | Compulsory education
skole-og-utdanning/grunnskole/tilpasset-opplaring | Tilpasset opplæring | Tilpassa opplæring | Adapted education
skole-og-utdanning/hoyere-utdanning | Høyere utdanning | Høgare utdanning | Higher education
skole-og-utdanning/skolehverdag | Skolehverdag | Skulekvardag | School life
skole-og-utdanning/skolemiljo | Skolemiljø | Skulemiljø | School environment
skole-og-utdanning/studiefinansiering | Studiefinansiering | Studiefinansiering | Student finances
skole-og-utdanning/videregaende-skole | Videregående skole | Vidaregåande skule | Upper secondary school
skole-og-utdanning/voksenopplaring | Voksenopplæring | Vaksenopplæring | Adult education
sosiale-tjenester | Sosiale tjenester | Sosiale tenester | Social services
sosiale-tjenester/botilbud | Botilbud | Butilbod | Housing schemes
sosiale-tjenester/kvalifisering-til-arbeid | Kvalifisering til arbeid | Kvalifisering til arbeid | Qualification for work
sosiale-tjenester/okonomiske-ytelser-og-radgivning | Økonomiske ytelser og rådgiving | Økonomiske ytingar og rådgjeving | Financial support and advice
trafikk-og-transport | Trafikk og transport | Trafikk og transport | Traffic and transport
trafikk-og-transport/bat-havn-og-kyst | Båt, havn og kyst | Båt, hamn og kyst | Boat, harbour and coast
trafikk-og-transport/forerkort-og-sertifikat | Førerkort og sertifikat | Førarkort og sertifikat | Driving licences
trafikk-og-transport/kjoretoy | Kjøretøy | Køyretøy | Vehicles
trafikk-og-transport/kjoretoy/registrering-av-kjoretoy | Registrering av kjøretøy | Registrering av køyretøy | Vehicle registration
trafikk-og-transport/luftfart | Luftfart | Luftfart | Aviation
trafikk-og-transport/mobilitetstilbud | Mobilitetstilbud | Mobilitetstilbod | Mobility services
trafikk-og-transport/mobilitetstilbud/ruteinformasjon | Ruteinformasjon | Ruteinformasjon | Route information
trafikk-og-transport/trafikkinformasjon | Trafikkinformasjon | Trafikkinformasjon | Traffic information
trafikk-og-transport/veg-og-vegregulering | Veg og vegregulering | Veg og vegregulering | Road and road regulation
trafikk-og-transport/yrkestransport | Yrkestransport | Yrkestransport | Professional transport services
`;

export const LOS_THEMES: readonly LosTheme[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [path = '', nb = '', nn = '', en = ''] = line.split('|').map((cell) => cell.trim());
    return { path, label: { nb, nn, en } };
  });
