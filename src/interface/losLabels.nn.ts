/**
 * The LOS themes' labels in Nynorsk: `path | label`, one theme a line, parents before their children,
 * the same paths in the same order in every language (src/interface/los.test.ts checks). Its own module, so the
 * app's first page carries only the active language's labels (through that language's code labels).
 */
export const LOS_TABLE_NN = `
arbeid | Arbeid
arbeid/arbeidsliv | Arbeidsliv
arbeid/arbeidssoking | Arbeidssøking
arbeid/inntekt | Inntekt
arbeid/inntektssikring | Inntektssikring
arbeid/inntektssikring/sykepenger | Sjukepengar
arbeid/permisjonsordninger | Permisjonsordningar
bygg-og-eiendom | Bygg og eigedom
bygg-og-eiendom/bygging | Bygging
bygg-og-eiendom/bygging/byggesak | Byggesak
bygg-og-eiendom/eiendom | Eigedom
bygg-og-eiendom/eiendom/adressetildeling | Adressetildeling
bygg-og-eiendom/flytting | Flytting
bygg-og-eiendom/kjop-og-salg | Kjøp og sal
bygg-og-eiendom/kommunale-planer | Kommunale planar
bygg-og-eiendom/kommunale-planer/reguleringsplan | Reguleringsplan
bygg-og-eiendom/leie-og-utleie | Leige og utleige
bygg-og-eiendom/priser-og-gebyr-for-bygg-og-eiendom | Prisar og gebyr for bygg og eigedom
demokrati-og-innbyggerrettigheter | Demokrati og innbyggjarrettar
demokrati-og-innbyggerrettigheter/apenhet | Openheit
demokrati-og-innbyggerrettigheter/innbyggerrettigheter | Innbyggjarrettar
demokrati-og-innbyggerrettigheter/medvirkning | Medverknad
demokrati-og-innbyggerrettigheter/personopplysninger | Personopplysningar
demokrati-og-innbyggerrettigheter/politikk-og-valg | Politikk og val
familie-og-barn | Familie og barn
familie-og-barn/barnehage | Barnehage
familie-og-barn/barnehage/barnehageplass | Barnehageplass
familie-og-barn/barnevern-og-foreldrestotte | Barnevern og foreldrestøtte
familie-og-barn/dodsfall-og-gravferd | Dødsfall og gravferd
familie-og-barn/ekteskap | Ekteskap
familie-og-barn/familieytelser | Familieytingar
familie-og-barn/familieytelser/barnetrygd | Barnetrygd
familie-og-barn/foreldre-og-foresatte | Foreldre og føresette
familie-og-barn/samliv | Samliv
helse-og-omsorg | Helse og omsorg
helse-og-omsorg/akutt-hjelp | Akutt hjelp
helse-og-omsorg/avlastning-og-stotte | Avlastning og støtte
helse-og-omsorg/folkehelse | Folkehelse
helse-og-omsorg/folkehelse/smittevern | Smittevern
helse-og-omsorg/helsetjenester | Helsetenester
helse-og-omsorg/hjelpemidler | Hjelpemiddel
helse-og-omsorg/omsorgstjenester | Omsorgstenester
helse-og-omsorg/pasientrettigheter | Pasientrettar
helse-og-omsorg/rus-og-avhengighet | Rus og avhengigheit
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
kultur-idrett-og-fritid/kultur/kulturminner | Kulturminne
kultur-idrett-og-fritid/lotteri-og-pengespill | Lotteri og pengespel
kultur-idrett-og-fritid/tilskudd-til-kultur-idrett-og-fritid | Tilskot til kultur, idrett og fritid
kultur-idrett-og-fritid/utlan-og-leie | Utlån og leige
lov-og-rett | Lov og rett
lov-og-rett/erstatningsordninger | Erstatningsordningar
lov-og-rett/lovbrudd-og-straff | Lovbrot og straff
lov-og-rett/rettsvesen | Rettsvesen
naring | Næring
naring/handel-og-service | Handel og service
naring/landbruk | Landbruk
naring/landbruk/skogbruk | Skogbruk
naring/naringsliv | Næringsliv
naring/naringsliv/starte-eller-avslutte-bedrift | Starte eller avslutte bedrift
naring/naringsutvikling | Næringsutvikling
naring/reiselivsnaring | Reiselivsnæring
naring/tilskuddsordninger-for-naring | Tilskotsordningar for næring
natur-klima-og-miljo | Natur, klima og miljø
natur-klima-og-miljo/avfallshandtering | Avfallshandtering
natur-klima-og-miljo/avfallshandtering/kompostering | Kompostering
natur-klima-og-miljo/energi | Energi
natur-klima-og-miljo/forurensning-og-straling | Forureining og stråling
natur-klima-og-miljo/forurensning-og-straling/luftkvalitet | Luftkvalitet
natur-klima-og-miljo/forurensning-og-straling/stoy | Støy
natur-klima-og-miljo/miljo | Miljø
natur-klima-og-miljo/miljotilskudd | Miljøtilskot
natur-klima-og-miljo/naturforvaltning | Naturforvaltning
natur-klima-og-miljo/var-og-klima | Vêr og klima
natur-klima-og-miljo/var-og-klima/flomvarsel | Flaumvarsel
natur-klima-og-miljo/var-og-klima/varvarsel | Vêrvarsel
samfunnssikkerhet-og-beredskap | Samfunnstryggleik og beredskap
samfunnssikkerhet-og-beredskap/brann | Brann
samfunnssikkerhet-og-beredskap/forsvaret | Forsvaret
samfunnssikkerhet-og-beredskap/varslingstjenester | Varslingstenester
skatt-og-avgift | Skatt og avgift
skatt-og-avgift/avgift | Avgift
skatt-og-avgift/avgift/arbeidsgiveravgift | Arbeidsgjevaravgift
skatt-og-avgift/avgift/merverdiavgift | Meirverdiavgift
skatt-og-avgift/skatt | Skatt
skatt-og-avgift/skatt/skattekort | Skattekort
skole-og-utdanning | Skule og utdanning
skole-og-utdanning/fag--og-yrkesopplaring | Fag- og yrkesopplæring
skole-og-utdanning/grunnskole | Grunnskule
skole-og-utdanning/grunnskole/tilpasset-opplaring | Tilpassa opplæring
skole-og-utdanning/hoyere-utdanning | Høgare utdanning
skole-og-utdanning/skolehverdag | Skulekvardag
skole-og-utdanning/skolemiljo | Skulemiljø
skole-og-utdanning/studiefinansiering | Studiefinansiering
skole-og-utdanning/videregaende-skole | Vidaregåande skule
skole-og-utdanning/voksenopplaring | Vaksenopplæring
sosiale-tjenester | Sosiale tenester
sosiale-tjenester/botilbud | Butilbod
sosiale-tjenester/kvalifisering-til-arbeid | Kvalifisering til arbeid
sosiale-tjenester/okonomiske-ytelser-og-radgivning | Økonomiske ytingar og rådgjeving
trafikk-og-transport | Trafikk og transport
trafikk-og-transport/bat-havn-og-kyst | Båt, hamn og kyst
trafikk-og-transport/forerkort-og-sertifikat | Førarkort og sertifikat
trafikk-og-transport/kjoretoy | Køyretøy
trafikk-og-transport/kjoretoy/registrering-av-kjoretoy | Registrering av køyretøy
trafikk-og-transport/luftfart | Luftfart
trafikk-og-transport/mobilitetstilbud | Mobilitetstilbod
trafikk-og-transport/mobilitetstilbud/ruteinformasjon | Ruteinformasjon
trafikk-og-transport/trafikkinformasjon | Trafikkinformasjon
trafikk-og-transport/veg-og-vegregulering | Veg og vegregulering
trafikk-og-transport/yrkestransport | Yrkestransport
`;
