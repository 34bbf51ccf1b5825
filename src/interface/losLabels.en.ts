/**
 * The LOS themes' labels in English: `path | label`, one theme a line, parents before their children,
 * the same paths in the same order in every language (src/interface/los.test.ts checks). Its own module, so the
 * app's first page carries only the active language's labels (through that language's code labels).
 */
export const LOS_TABLE_EN = `
arbeid | Work
arbeid/arbeidsliv | Employment
arbeid/arbeidssoking | Seeking employment
arbeid/inntekt | Income
arbeid/inntektssikring | Income security
arbeid/inntektssikring/sykepenger | Sickness benefit
arbeid/permisjonsordninger | Leave of absence schemes
bygg-og-eiendom | Building and property
bygg-og-eiendom/bygging | Construction
bygg-og-eiendom/bygging/byggesak | Building applications
bygg-og-eiendom/eiendom | Property
bygg-og-eiendom/eiendom/adressetildeling | Address allocation
bygg-og-eiendom/flytting | Moving home
bygg-og-eiendom/kjop-og-salg | Buying and selling
bygg-og-eiendom/kommunale-planer | Municipal plans
bygg-og-eiendom/kommunale-planer/reguleringsplan | Zoning plan
bygg-og-eiendom/leie-og-utleie | Renting and leasing
bygg-og-eiendom/priser-og-gebyr-for-bygg-og-eiendom | Prices and fees for construction and property
demokrati-og-innbyggerrettigheter | Democracy and citizen rights
demokrati-og-innbyggerrettigheter/apenhet | Transparency
demokrati-og-innbyggerrettigheter/innbyggerrettigheter | Citizens' rights
demokrati-og-innbyggerrettigheter/medvirkning | Involvement
demokrati-og-innbyggerrettigheter/personopplysninger | Personal information
demokrati-og-innbyggerrettigheter/politikk-og-valg | Politics and elections
familie-og-barn | Family and children
familie-og-barn/barnehage | Kindergartens
familie-og-barn/barnehage/barnehageplass | Kindergarten place
familie-og-barn/barnevern-og-foreldrestotte | Child and family welfare
familie-og-barn/dodsfall-og-gravferd | Death and funerals
familie-og-barn/ekteskap | Marriage
familie-og-barn/familieytelser | Family benefits
familie-og-barn/familieytelser/barnetrygd | Child benefit
familie-og-barn/foreldre-og-foresatte | Parents and guardians
familie-og-barn/samliv | Living together
helse-og-omsorg | Health and care
helse-og-omsorg/akutt-hjelp | Emergency help
helse-og-omsorg/avlastning-og-stotte | Care relief and support
helse-og-omsorg/folkehelse | Public health
helse-og-omsorg/folkehelse/smittevern | Infection control
helse-og-omsorg/helsetjenester | Health services
helse-og-omsorg/hjelpemidler | Disability aids
helse-og-omsorg/omsorgstjenester | Care services
helse-og-omsorg/pasientrettigheter | Patient rights
helse-og-omsorg/rus-og-avhengighet | Addiction
helse-og-omsorg/svangerskap | Pregnancy
helse-og-omsorg/svangerskap/abort | Abortion
innvandring-og-integrering | Immigration and integration
innvandring-og-integrering/integrering | Integration
kultur-idrett-og-fritid | Culture, sport and recreation
kultur-idrett-og-fritid/bibliotek | Libraries
kultur-idrett-og-fritid/friluftsliv | Outdoor life
kultur-idrett-og-fritid/fritid | Leisure time
kultur-idrett-og-fritid/idrett | Sport
kultur-idrett-og-fritid/kultur | Culture
kultur-idrett-og-fritid/kultur/festival | Festivals
kultur-idrett-og-fritid/kultur/kulturminner | Cultural heritage
kultur-idrett-og-fritid/lotteri-og-pengespill | Lotteries and gambling
kultur-idrett-og-fritid/tilskudd-til-kultur-idrett-og-fritid | Funding for culture, sport and recreation
kultur-idrett-og-fritid/utlan-og-leie | Loans and rentals
lov-og-rett | Legal matters
lov-og-rett/erstatningsordninger | Compensation schemes
lov-og-rett/lovbrudd-og-straff | Crime and punishment
lov-og-rett/rettsvesen | Legal system
naring | Business
naring/handel-og-service | Trade and service
naring/landbruk | Agriculture
naring/landbruk/skogbruk | Forestry
naring/naringsliv | Trade and industry
naring/naringsliv/starte-eller-avslutte-bedrift | Starting or closing a business
naring/naringsutvikling | Business development
naring/reiselivsnaring | Tourism industry
naring/tilskuddsordninger-for-naring | Public funding schemes for business
natur-klima-og-miljo | Nature, climate and environment
natur-klima-og-miljo/avfallshandtering | Waste management
natur-klima-og-miljo/avfallshandtering/kompostering | Composting
natur-klima-og-miljo/energi | Energy
natur-klima-og-miljo/forurensning-og-straling | Pollution and radiation
natur-klima-og-miljo/forurensning-og-straling/luftkvalitet | Air quality
natur-klima-og-miljo/forurensning-og-straling/stoy | Noise
natur-klima-og-miljo/miljo | Environment
natur-klima-og-miljo/miljotilskudd | Public funding schemes for environment
natur-klima-og-miljo/naturforvaltning | Nature management
natur-klima-og-miljo/var-og-klima | Weather and climate
natur-klima-og-miljo/var-og-klima/flomvarsel | Flood warnings
natur-klima-og-miljo/var-og-klima/varvarsel | Weather forecasts
samfunnssikkerhet-og-beredskap | Civil protection and emergency planning
samfunnssikkerhet-og-beredskap/brann | Fire
samfunnssikkerhet-og-beredskap/forsvaret | The armed forces
samfunnssikkerhet-og-beredskap/varslingstjenester | Warning services
skatt-og-avgift | Taxes and duties
skatt-og-avgift/avgift | Duties
skatt-og-avgift/avgift/arbeidsgiveravgift | Employer's national insurance contributions
skatt-og-avgift/avgift/merverdiavgift | Value added tax
skatt-og-avgift/skatt | Taxes
skatt-og-avgift/skatt/skattekort | Tax deduction card
skole-og-utdanning | Schools and education
skole-og-utdanning/fag--og-yrkesopplaring | Vocational education and training
skole-og-utdanning/grunnskole | Compulsory education
skole-og-utdanning/grunnskole/tilpasset-opplaring | Adapted education
skole-og-utdanning/hoyere-utdanning | Higher education
skole-og-utdanning/skolehverdag | School life
skole-og-utdanning/skolemiljo | School environment
skole-og-utdanning/studiefinansiering | Student finances
skole-og-utdanning/videregaende-skole | Upper secondary school
skole-og-utdanning/voksenopplaring | Adult education
sosiale-tjenester | Social services
sosiale-tjenester/botilbud | Housing schemes
sosiale-tjenester/kvalifisering-til-arbeid | Qualification for work
sosiale-tjenester/okonomiske-ytelser-og-radgivning | Financial support and advice
trafikk-og-transport | Traffic and transport
trafikk-og-transport/bat-havn-og-kyst | Boat, harbour and coast
trafikk-og-transport/forerkort-og-sertifikat | Driving licences
trafikk-og-transport/kjoretoy | Vehicles
trafikk-og-transport/kjoretoy/registrering-av-kjoretoy | Vehicle registration
trafikk-og-transport/luftfart | Aviation
trafikk-og-transport/mobilitetstilbud | Mobility services
trafikk-og-transport/mobilitetstilbud/ruteinformasjon | Route information
trafikk-og-transport/trafikkinformasjon | Traffic information
trafikk-og-transport/veg-og-vegregulering | Road and road regulation
trafikk-og-transport/yrkestransport | Professional transport services
`;
