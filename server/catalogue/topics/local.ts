/** Domains close to the citizen: transport, and the services of municipalities. */
import { domain } from './domain';

export const TRANSPORT = domain({
  key: 'transport',
  eu: ['TRAN', 'REGI'],
  transport: true,
  geographic: true,
  los: [
    'trafikk-og-transport/mobilitetstilbud',
    'trafikk-og-transport/mobilitetstilbud/ruteinformasjon',
    'trafikk-og-transport/trafikkinformasjon',
    'trafikk-og-transport/veg-og-vegregulering',
    'trafikk-og-transport/kjoretoy',
    'trafikk-og-transport/kjoretoy/registrering-av-kjoretoy',
    'trafikk-og-transport/forerkort-og-sertifikat',
    'trafikk-og-transport/bat-havn-og-kyst',
    'trafikk-og-transport/luftfart',
    'trafikk-og-transport/yrkestransport',
    'trafikk-og-transport',
  ],
  subjects: `
    Trafikkulykker | Trafikkulukker | Road traffic accidents
    Trafikkmengde | Trafikkmengd | Traffic volumes
    Nasjonal vegdatabank | Nasjonal vegdatabank | National road database
    Rutedata for kollektivtransport | Rutedata for kollektivtransport | Public transport timetables
    Sanntidsdata for kollektivtrafikk | Sanntidsdata for kollektivtrafikk | Real-time public transport data
    Kjøretøyregisteret | Køyretøyregisteret | Vehicle register
    Bomstasjoner | Bomstasjonar | Toll stations
    Ferjesamband | Ferjesamband | Ferry connections
    Sykkelveier | Sykkelvegar | Cycle paths
    Passasjerstatistikk for lufthavner | Passasjerstatistikk for lufthamner | Airport passenger statistics
    Skipstrafikk AIS | Skipstrafikk AIS | Ship traffic AIS
    Parkeringsplasser | Parkeringsplassar | Parking spaces
    Vegarbeid og stengninger | Vegarbeid og stengingar | Roadworks and closures
    Førerkort | Førarkort | Driving licences
  `,
  keywords:
    'transport | transport | transport; veg | veg | road; trafikk | trafikk | traffic; kollektivtransport | kollektivtransport | public transport; sykkel | sykkel | cycling; jernbane | jernbane | railway; ferje | ferje | ferry; kjøretøy | køyretøy | vehicle; sanntid | sanntid | real time',
  concepts: `
    Kjøretøy | Køyretøy | Vehicle || Innretning som er bygd for å bevege seg på bakken og som ikke går på skinner. | Innretning som er bygd for å røre seg på bakken og som ikkje går på skinner. | Device built to move on the ground and not running on rails.
    Årsdøgntrafikk | Årsdøgntrafikk | Annual average daily traffic || Gjennomsnittlig antall kjøretøy som passerer et punkt per døgn gjennom et år. | Gjennomsnittleg tal på køyretøy som passerer eit punkt per døgn gjennom eit år. | Average number of vehicles passing a point per day over a year.
    Holdeplass | Haldeplass | Stop || Sted der kollektive transportmidler stopper for av- og påstigning. | Stad der kollektive transportmiddel stoppar for av- og påstiging. | Place where public transport vehicles stop for boarding and alighting.
    Rute | Rute | Route || Fast strekning som et transportmiddel trafikkerer etter en rutetabell. | Fast strekning som eit transportmiddel trafikkerer etter ein rutetabell. | Fixed stretch operated by a means of transport according to a timetable.
    Vegreferanse | Vegreferanse | Road reference || Angivelse av en posisjon på vegnettet med vegkategori, vegnummer og meterverdi. | Angiving av ein posisjon på vegnettet med vegkategori, vegnummer og meterverdi. | Statement of a position on the road network by category, number and metre value.
    Registreringsnummer | Registreringsnummer | Registration number || Kjennemerke som identifiserer et registrert kjøretøy. | Kjennemerke som identifiserer eit registrert køyretøy. | Plate identifying a registered vehicle.
    Personskadeulykke | Personskadeulukke | Injury accident || Trafikkulykke der minst én person er drept eller skadet. | Trafikkulukke der minst éin person er drepen eller skadd. | Traffic accident in which at least one person is killed or injured.
    Bompenger | Bompengar | Road toll || Avgift for å kjøre på en bestemt veg eller inn i et bestemt område. | Avgift for å køyre på ein bestemd veg eller inn i eit bestemt område. | Charge for driving on a particular road or into a particular area.
  `,
  services: `
    Søknad om førerkort | Søknad om førarkort | Driving licence application
    Omregistrering av kjøretøy | Omregistrering av køyretøy | Transfer of vehicle ownership
    Bestille EU-kontroll | Bestille EU-kontroll | Book a periodic vehicle inspection
    Søknad om parkeringstillatelse for forflytningshemmede | Søknad om parkeringsløyve for rørslehemma | Application for a disabled parking permit
    Søknad om dispensasjon for spesialtransport | Søknad om dispensasjon for spesialtransport | Application for an abnormal transport permit
    Søknad om TT-kort | Søknad om TT-kort | Application for a door-to-door transport card
  `,
});

export const MUNICIPAL = domain({
  key: 'kommune',
  eu: ['GOVE', 'REGI'],
  los: [
    'bygg-og-eiendom/bygging',
    'bygg-og-eiendom/bygging/byggesak',
    'bygg-og-eiendom/priser-og-gebyr-for-bygg-og-eiendom',
    'familie-og-barn/barnehage',
    'familie-og-barn/barnehage/barnehageplass',
    'helse-og-omsorg/omsorgstjenester',
    'natur-klima-og-miljo/avfallshandtering',
    'natur-klima-og-miljo/avfallshandtering/kompostering',
    'sosiale-tjenester/botilbud',
    'bygg-og-eiendom/leie-og-utleie',
  ],
  subjects: `
    Barnehager | Barnehagar | Kindergartens
    Vann og avløp | Vatn og avlaup | Water and sewerage
    Renovasjon og avfallshenting | Renovasjon og avfallshenting | Waste collection
    Byggesaker | Byggjesaker | Building applications
    Kommunale gebyrer | Kommunale gebyr | Municipal fees
    Sykehjemsplasser | Sjukeheimsplassar | Nursing home places
    Kommunale boliger | Kommunale bustader | Municipal housing
    Lekeplasser | Leikeplassar | Playgrounds
    Gatelys | Gatelys | Street lighting
    Brøyteroder | Brøyteroder | Snow clearing routes
    Skoler | Skular | Schools
    Badeplasser og badevannskvalitet | Badeplassar og badevasskvalitet | Bathing sites and bathing water quality
    Offentlige toaletter | Offentlege toalett | Public toilets
    Politiske møter | Politiske møte | Political meetings
  `,
  keywords:
    'kommune | kommune | municipality; barnehage | barnehage | kindergarten; vann | vatn | water; avløp | avlaup | sewerage; avfall | avfall | waste; byggesak | byggjesak | building application; gebyr | gebyr | fee; omsorg | omsorg | care; bolig | bustad | housing',
  concepts: `
    Barnehageplass | Barnehageplass | Kindergarten place || Tilbud om opphold i barnehage for et barn. | Tilbod om opphald i barnehage for eit barn. | Offer of a place in a kindergarten for a child.
    Foreldrebetaling | Foreldrebetaling | Parental payment || Beløpet foreldre betaler for en plass i barnehage eller skolefritidsordning. | Beløpet foreldre betaler for ein plass i barnehage eller skulefritidsordning. | The amount parents pay for a place in a kindergarten or after-school programme.
    Byggesøknad | Byggjesøknad | Building application || Søknad om tillatelse til å gjennomføre et tiltak etter plan- og bygningsloven. | Søknad om løyve til å gjennomføre eit tiltak etter plan- og bygningslova. | Application for permission to carry out a project under the Planning and Building Act.
    Ferdigattest | Ferdigattest | Completion certificate || Dokument som bekrefter at et byggetiltak er ferdigstilt i samsvar med tillatelsen. | Dokument som stadfestar at eit byggjetiltak er ferdigstilt i samsvar med løyvet. | Document confirming that a building project is complete in line with the permit.
    Tilknytningsgebyr | Tilknytingsgebyr | Connection fee || Engangsgebyr for å knytte en eiendom til kommunalt vann- og avløpsnett. | Eingongsgebyr for å knyte ein eigedom til kommunalt vass- og avlaupsnett. | One-off fee for connecting a property to the municipal water and sewerage network.
    Hjemmetjeneste | Heimeteneste | Home care service || Helse- og omsorgstjenester som gis i brukerens eget hjem. | Helse- og omsorgstenester som blir gitt i heimen til brukaren. | Health and care services provided in the user's own home.
    Nabovarsel | Nabovarsel | Notice to neighbours || Varsel til naboer om et planlagt byggetiltak før søknaden sendes. | Varsel til naboar om eit planlagt byggjetiltak før søknaden blir send. | Notice to neighbours of a planned building project before the application is sent.
    Septiktank | Septiktank | Septic tank || Tank for oppsamling og forbehandling av avløpsvann fra bolig uten tilknytning til offentlig nett. | Tank for oppsamling og førehandsbehandling av avlaupsvatn frå bustad utan tilknyting til offentleg nett. | Tank collecting and pre-treating wastewater from homes not connected to the public network.
  `,
  services: `
    Søknad om barnehageplass | Søknad om barnehageplass | Application for a kindergarten place
    Søknad om redusert foreldrebetaling | Søknad om redusert foreldrebetaling | Application for reduced parental payment
    Søknad om byggetillatelse | Søknad om byggjeløyve | Application for a building permit
    Søknad om sykehjemsplass | Søknad om sjukeheimsplass | Application for a nursing home place
    Søknad om kommunal bolig | Søknad om kommunal bustad | Application for municipal housing
    Søknad om hjemmetjenester | Søknad om heimetenester | Application for home care services
    Bestille henting av grovavfall | Bestille henting av grovavfall | Order collection of bulky waste
    Melde feil på gatelys | Melde feil på gatelys | Report a faulty street light
    Søknad om startlån | Søknad om startlån | Application for a start-up home loan
    Søknad om støttekontakt | Søknad om støttekontakt | Application for a support contact
    Søknad om tilknytning til vann og avløp | Søknad om tilknyting til vatn og avlaup | Application for connection to water and sewerage
  `,
});
