/**
 * The LOS themes' labels in Bokmål: `path | label`, one theme a line, parents before their children,
 * the same paths in the same order in every language (src/interface/los.test.ts checks). Its own module, so the
 * app's first page carries only the active language's labels (through that language's code labels).
 */
export const LOS_TABLE_NB = `
arbeid | Arbeid
arbeid/arbeidsliv | Arbeidsliv
arbeid/arbeidssoking | Arbeidssøking
arbeid/inntekt | Inntekt
arbeid/inntektssikring | Inntektssikring
arbeid/inntektssikring/sykepenger | Sykepenger
arbeid/permisjonsordninger | Permisjonsordninger
bygg-og-eiendom | Bygg og eiendom
bygg-og-eiendom/bygging | Bygging
bygg-og-eiendom/bygging/byggesak | Byggesak
bygg-og-eiendom/eiendom | Eiendom
bygg-og-eiendom/eiendom/adressetildeling | Adressetildeling
bygg-og-eiendom/flytting | Flytting
bygg-og-eiendom/kjop-og-salg | Kjøp og salg
bygg-og-eiendom/kommunale-planer | Kommunale planer
bygg-og-eiendom/kommunale-planer/reguleringsplan | Reguleringsplan
bygg-og-eiendom/leie-og-utleie | Leie og utleie
bygg-og-eiendom/priser-og-gebyr-for-bygg-og-eiendom | Priser og gebyr for bygg og eiendom
demokrati-og-innbyggerrettigheter | Demokrati og innbyggerrettigheter
demokrati-og-innbyggerrettigheter/apenhet | Åpenhet
demokrati-og-innbyggerrettigheter/innbyggerrettigheter | Innbyggerrettigheter
demokrati-og-innbyggerrettigheter/medvirkning | Medvirkning
demokrati-og-innbyggerrettigheter/personopplysninger | Personopplysninger
demokrati-og-innbyggerrettigheter/politikk-og-valg | Politikk og valg
familie-og-barn | Familie og barn
familie-og-barn/barnehage | Barnehage
familie-og-barn/barnehage/barnehageplass | Barnehageplass
familie-og-barn/barnevern-og-foreldrestotte | Barnevern og foreldrestøtte
familie-og-barn/dodsfall-og-gravferd | Dødsfall og gravferd
familie-og-barn/ekteskap | Ekteskap
familie-og-barn/familieytelser | Familieytelser
familie-og-barn/familieytelser/barnetrygd | Barnetrygd
familie-og-barn/foreldre-og-foresatte | Foreldre og foresatte
familie-og-barn/samliv | Samliv
helse-og-omsorg | Helse og omsorg
helse-og-omsorg/akutt-hjelp | Akutt hjelp
helse-og-omsorg/avlastning-og-stotte | Avlastning og støtte
helse-og-omsorg/folkehelse | Folkehelse
helse-og-omsorg/folkehelse/smittevern | Smittevern
helse-og-omsorg/helsetjenester | Helsetjenester
helse-og-omsorg/hjelpemidler | Hjelpemidler
helse-og-omsorg/omsorgstjenester | Omsorgstjenester
helse-og-omsorg/pasientrettigheter | Pasientrettigheter
helse-og-omsorg/rus-og-avhengighet | Rus og avhengighet
helse-og-omsorg/svangerskap | Svangerskap
helse-og-omsorg/svangerskap/abort | Abort
innvandring-og-integrering | Innvandring og integrering
innvandring-og-integrering/integrering | Integrering
kultur-idrett-og-fritid | Kultur, idrett og fritid
kultur-idrett-og-fritid/bibliotek | Bibliotek
kultur-idrett-og-fritid/friluftsliv | Friluftsliv
kultur-idrett-og-fritid/fritid | Fritid
kultur-idrett-og-fritid/idrett | Idrett
kultur-idrett-og-fritid/kultur | Kultur
kultur-idrett-og-fritid/kultur/festival | Festival
kultur-idrett-og-fritid/kultur/kulturminner | Kulturminner
kultur-idrett-og-fritid/lotteri-og-pengespill | Lotteri og pengespill
kultur-idrett-og-fritid/tilskudd-til-kultur-idrett-og-fritid | Tilskudd til kultur, idrett og fritid
kultur-idrett-og-fritid/utlan-og-leie | Utlån og leie
lov-og-rett | Lov og rett
lov-og-rett/erstatningsordninger | Erstatningsordninger
lov-og-rett/lovbrudd-og-straff | Lovbrudd og straff
lov-og-rett/rettsvesen | Rettsvesen
naring | Næring
naring/handel-og-service | Handel og service
naring/landbruk | Landbruk
naring/landbruk/skogbruk | Skogbruk
naring/naringsliv | Næringsliv
naring/naringsliv/starte-eller-avslutte-bedrift | Starte eller avslutte bedrift
naring/naringsutvikling | Næringsutvikling
naring/reiselivsnaring | Reiselivsnæring
naring/tilskuddsordninger-for-naring | Tilskuddsordninger for næring
natur-klima-og-miljo | Natur, klima og miljø
natur-klima-og-miljo/avfallshandtering | Avfallshåndtering
natur-klima-og-miljo/avfallshandtering/kompostering | Kompostering
natur-klima-og-miljo/energi | Energi
natur-klima-og-miljo/forurensning-og-straling | Forurensning og stråling
natur-klima-og-miljo/forurensning-og-straling/luftkvalitet | Luftkvalitet
natur-klima-og-miljo/forurensning-og-straling/stoy | Støy
natur-klima-og-miljo/miljo | Miljø
natur-klima-og-miljo/miljotilskudd | Miljøtilskudd
natur-klima-og-miljo/naturforvaltning | Naturforvaltning
natur-klima-og-miljo/var-og-klima | Vær og klima
natur-klima-og-miljo/var-og-klima/flomvarsel | Flomvarsel
natur-klima-og-miljo/var-og-klima/varvarsel | Værvarsel
samfunnssikkerhet-og-beredskap | Samfunnssikkerhet og beredskap
samfunnssikkerhet-og-beredskap/brann | Brann
samfunnssikkerhet-og-beredskap/forsvaret | Forsvaret
samfunnssikkerhet-og-beredskap/varslingstjenester | Varslingstjenester
skatt-og-avgift | Skatt og avgift
skatt-og-avgift/avgift | Avgift
skatt-og-avgift/avgift/arbeidsgiveravgift | Arbeidsgiveravgift
skatt-og-avgift/avgift/merverdiavgift | Merverdiavgift
skatt-og-avgift/skatt | Skatt
skatt-og-avgift/skatt/skattekort | Skattekort
skole-og-utdanning | Skole og utdanning
skole-og-utdanning/fag--og-yrkesopplaring | Fag- og yrkesopplæring
skole-og-utdanning/grunnskole | Grunnskole
skole-og-utdanning/grunnskole/tilpasset-opplaring | Tilpasset opplæring
skole-og-utdanning/hoyere-utdanning | Høyere utdanning
skole-og-utdanning/skolehverdag | Skolehverdag
skole-og-utdanning/skolemiljo | Skolemiljø
skole-og-utdanning/studiefinansiering | Studiefinansiering
skole-og-utdanning/videregaende-skole | Videregående skole
skole-og-utdanning/voksenopplaring | Voksenopplæring
sosiale-tjenester | Sosiale tjenester
sosiale-tjenester/botilbud | Botilbud
sosiale-tjenester/kvalifisering-til-arbeid | Kvalifisering til arbeid
sosiale-tjenester/okonomiske-ytelser-og-radgivning | Økonomiske ytelser og rådgiving
trafikk-og-transport | Trafikk og transport
trafikk-og-transport/bat-havn-og-kyst | Båt, havn og kyst
trafikk-og-transport/forerkort-og-sertifikat | Førerkort og sertifikat
trafikk-og-transport/kjoretoy | Kjøretøy
trafikk-og-transport/kjoretoy/registrering-av-kjoretoy | Registrering av kjøretøy
trafikk-og-transport/luftfart | Luftfart
trafikk-og-transport/mobilitetstilbud | Mobilitetstilbud
trafikk-og-transport/mobilitetstilbud/ruteinformasjon | Ruteinformasjon
trafikk-og-transport/trafikkinformasjon | Trafikkinformasjon
trafikk-og-transport/veg-og-vegregulering | Veg og vegregulering
trafikk-og-transport/yrkestransport | Yrkestransport
`;
