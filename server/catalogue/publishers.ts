/**
 * The publishers of the demo catalogue, in order of how much they publish (rank 1 publishes most: the
 * catalogue draws publishers from a Zipf-like distribution over this order, so facet counts look real).
 *
 * Organisation numbers of well-known agencies, municipalities and companies are their registered ones as
 * far as we know them; every other number (sub-units, some municipalities and counties, fictional companies)
 * is invented, with a valid modulus-11 check digit so that it looks like a real one. The `orgPath` is built
 * from the parent chain: `/STAT/<ministry>/<agency>/<unit>`.
 */
import type { Organization } from '../../src/interface/searchObject';
import type { OrgKind } from '../../src/interface/vocabulary';
import { ORG_KINDS } from '../../src/interface/vocabulary';
import { COUNTIES_BY_NAME, MUNICIPALITIES_BY_NAME, type Place } from './codes';

export interface Publisher {
  readonly orgnr: string;
  readonly name: string;
  readonly kind: OrgKind;
  readonly orgPath: string;
  /** Keys of the domains it publishes in (see topics/). */
  readonly domains: readonly string[];
  /** The municipality or county it serves, for municipal and county publishers. */
  readonly place: Place | null;
  /** The `organization` of its resources (shared; read-only). */
  readonly organization: Organization;
}

/** `orgnr | name | parent (a kind or a parent's orgnr) | domains | place`, most prolific first. */
const TABLE = `
974761076 | Skatteetaten | 972417807 | skatt befolkning
971526920 | Statistisk sentralbyrå | 972417807 | befolkning arbeid naring utdanning helse miljo skatt energi landbruk transport
974760673 | Brønnøysundregistrene | 912660680 | naring forvaltning
971040238 | Kartverket | 972417858 | geodata
889640782 | Arbeids- og velferdsetaten | 983887406 | arbeid befolkning
999601391 | Miljødirektoratet | 972417882 | miljo
971032081 | Statens vegvesen | 972417904 | transport
983544622 | Helsedirektoratet | 983887457 | helse
991825827 | Digitaliseringsdirektoratet | 972417858 | forvaltning
958935420 | Oslo kommune | KOMMUNE | kommune utdanning miljo transport kultur | Oslo
988983837 | Norsk institutt for bioøkonomi | 972417874 | landbruk miljo geodata
971203420 | Fiskeridirektoratet | 912660680 | fiske
985399077 | Mattilsynet | 972417874 | mat
970205039 | Norges vassdrags- og energidirektorat | 977161630 | energi vaer geodata
971274042 | Meteorologisk institutt | 972417882 | vaer
917422575 | Entur AS | 972417904 | transport
964338531 | Bergen kommune | KOMMUNE | kommune utdanning transport | Bergen
983744516 | Folkehelseinstituttet | 983887457 | helse befolkning
942110464 | Trondheim kommune | KOMMUNE | kommune miljo | Trondheim
915429785 | Politiet | 982531950 | justis
970018131 | Utdanningsdirektoratet | 972417920 | utdanning
874783242 | Kystverket | 912660680 | transport fiske geodata
974760983 | Direktoratet for samfunnssikkerhet og beredskap | 972417831 | justis
981544315 | Landbruksdirektoratet | 972417874 | landbruk
821311632 | Vestland fylkeskommune | FYLKE | transport utdanning kultur | Vestland
974760746 | Utlendingsdirektoratet | 972417831 | justis befolkning
964965226 | Stavanger kommune | KOMMUNE | kommune | Stavanger
960885406 | Statens lånekasse for utdanning | 972417920 | utdanning
971431180 | Riksantikvaren | 972417882 | kultur geodata
970188223 | Norges geologiske undersøkelse | 912660680 | geodata miljo
974761211 | Arbeidstilsynet | 983887406 | arbeid
935478715 | Bærum kommune | KOMMUNE | kommune | Bærum
976029100 | Nasjonalbiblioteket | 972417866 | kultur
971022264 | Norsk Polarinstitutt | 972417882 | miljo vaer geodata
913378970 | Havforskningsinstituttet | 912660680 | fiske miljo
974761084 | Tolletaten | 972417807 | skatt transport
817920632 | Trøndelag fylkeskommune | FYLKE | transport utdanning | Trøndelag
913493974 | Folkeregisteret | 974761076 | befolkning
985198292 | Avinor AS | 972417904 | transport
917082308 | Bane NOR SF | 972417904 | transport
963296746 | Kristiansand kommune | KOMMUNE | kommune | Kristiansand
991609407 | Ruter AS | 958935420 | transport | Oslo
981105516 | Luftfartstilsynet | 972417904 | transport
974761262 | Sjøfartsdirektoratet | 912660680 | transport
978141293 | Kartverket Sjødivisjonen | 971040238 | geodata transport
915933149 | Direktoratet for e-helse | 983887457 | helse forvaltning
994598759 | Norsk helsenett SF | 983887457 | helse
971045698 | Rogaland fylkeskommune | FYLKE | transport utdanning | Rogaland
921234554 | Drammen kommune | KOMMUNE | kommune | Drammen
940101808 | Tromsø kommune | KOMMUNE | kommune | Tromsø
983045448 | Oslo kommune Bymiljøetaten | 958935420 | transport miljo kommune | Oslo
986252932 | Direktoratet for forvaltning og økonomistyring | 972417807 | forvaltning arbeid
840747972 | Finanstilsynet | 972417807 | naring
974761467 | Datatilsynet | 932384469 | forvaltning
944775803 | NAV Arbeid og ytelser | 889640782 | arbeid
971278374 | Statsbygg | 932384469 | geodata energi
974760223 | Direktoratet for byggkvalitet | 972417858 | geodata kommune
974760347 | Husbanken | 972417858 | kommune befolkning
971526157 | Patentstyret | 912660680 | naring
986399445 | Innovasjon Norge | 912660680 | naring
963728093 | Skyss | 821311632 | transport | Vestland
947676466 | Oslo kommune Plan- og bygningsetaten | 958935420 | geodata kommune | Oslo
970141669 | Norges forskningsråd | 972417920 | utdanning naring
919477822 | Sikt – Kunnskapssektorens tjenesteleverandør | 972417920 | utdanning
971035854 | Universitetet i Oslo | 972417920 | utdanning helse
974767880 | Norges teknisk-naturvitenskapelige universitet | 972417920 | utdanning energi
964557853 | Norsk pasientregister | 983544622 | helse
962986633 | Statnett SF | 977161630 | energi
870917732 | Sokkeldirektoratet | 977161630 | energi
971527412 | Direktoratet for strålevern og atomsikkerhet | 983887457 | miljo helse
991324968 | Helse Sør-Øst RHF | 983887457 | helse
940039541 | Fredrikstad kommune | KOMMUNE | kommune | Fredrikstad
964965137 | Sandnes kommune | KOMMUNE | kommune | Sandnes
972418013 | Bodø kommune | KOMMUNE | kommune | Bodø
978298702 | AtB AS | 817920632 | transport | Trøndelag
934732464 | Bergen kommune Etat for plan og geodata | 964338531 | geodata kommune | Bergen
987879696 | Integrerings- og mangfoldsdirektoratet | 983887406 | befolkning arbeid
986128433 | Barne-, ungdoms- og familiedirektoratet | 965405585 | befolkning kommune
982531950 | Politidirektoratet | 972417831 | justis
911830868 | Kriminalomsorgsdirektoratet | 972417831 | justis
974760665 | Domstoladministrasjonen | 972417831 | justis
983275192 | Statens vegvesen Trafikant og kjøretøy | 971032081 | transport
923609016 | Equinor ASA | PRIVAT | energi
984661185 | Posten Bring AS | PRIVAT | transport naring
984661177 | Vygruppen AS | PRIVAT | transport
971032146 | KS – Kommunesektorens organisasjon | ANNET | forvaltning kommune
937884117 | Norges Bank | ANNET | naring
938801363 | Sarpsborg kommune | KOMMUNE | kommune | Sarpsborg
938583986 | Skien kommune | KOMMUNE | kommune | Skien
970540008 | Hamar kommune | KOMMUNE | kommune | Hamar
945578564 | Lillehammer kommune | KOMMUNE | kommune kultur | Lillehammer
940493021 | Arendal kommune | KOMMUNE | kommune | Arendal
944073787 | Haugesund kommune | KOMMUNE | kommune | Haugesund
920817521 | Lillestrøm kommune | KOMMUNE | kommune | Lillestrøm
958296142 | Ålesund kommune | KOMMUNE | kommune | Ålesund
929425774 | Asker kommune | KOMMUNE | kommune | Asker
924814055 | Molde kommune | KOMMUNE | kommune | Molde
919061340 | Alta kommune | KOMMUNE | kommune | Alta
942475829 | Gjøvik kommune | KOMMUNE | kommune | Gjøvik
967465089 | Larvik kommune | KOMMUNE | kommune | Larvik
992998083 | Tønsberg kommune | KOMMUNE | kommune | Tønsberg
964982953 | Nordland fylkeskommune | FYLKE | transport utdanning | Nordland
920717152 | Innlandet fylkeskommune | FYLKE | transport utdanning kultur | Innlandet
921707134 | Agder fylkeskommune | FYLKE | transport utdanning | Agder
944183779 | Møre og Romsdal fylkeskommune | FYLKE | transport utdanning | Møre og Romsdal
912930017 | Akershus fylkeskommune | FYLKE | transport utdanning | Akershus
957941788 | Østfold fylkeskommune | FYLKE | transport utdanning | Østfold
947945785 | Troms fylkeskommune | FYLKE | transport utdanning | Troms
994352431 | Finnmark fylkeskommune | FYLKE | transport utdanning | Finnmark
981177177 | Kolumbus AS | 971045698 | transport | Rogaland
937852584 | Innlandstrafikk | 920717152 | transport | Innlandet
948606011 | Oslo kommune Utdanningsetaten | 958935420 | utdanning | Oslo
922809356 | Oslo kommune Vann- og avløpsetaten | 958935420 | kommune miljo | Oslo
954218414 | Bergen Vann KF | 964338531 | kommune | Bergen
968567640 | Trondheim kommune Miljøenheten | 942110464 | miljo | Trondheim
979255233 | Sporveien AS | 958935420 | transport | Oslo
991077669 | Sporveien Trikken AS | 979255233 | transport | Oslo
982463718 | Telenor ASA | PRIVAT | naring
984851006 | DNB Bank ASA | PRIVAT | naring
980489698 | Elvia AS | PRIVAT | energi
965920358 | Norwegian Air Shuttle ASA | PRIVAT | transport
912437051 | Fjordkart AS | PRIVAT | geodata
943982678 | Fjordkart Analyse AS | 912437051 | geodata
933999734 | Nordlys Energi AS | PRIVAT | energi
998776511 | Vestkyst Havbruk AS | PRIVAT | fiske
949810607 | Vestkyst Havbruk Settefisk AS | 998776511 | fiske
910244132 | Ramsund og Rognan revisjon | ANNET | naring
941129277 | Norges idrettsforbund | ANNET | kultur
968355635 | Norges Fotballforbund | 941129277 | kultur
934441273 | Den Norske Turistforening | ANNET | kultur miljo
945715154 | Standard Norge | ANNET | naring forvaltning
972417807 | Finansdepartementet | STAT | skatt forvaltning
912660680 | Nærings- og fiskeridepartementet | STAT | naring fiske
972417858 | Kommunal- og distriktsdepartementet | STAT | kommune forvaltning
972417904 | Samferdselsdepartementet | STAT | transport
972417882 | Klima- og miljødepartementet | STAT | miljo
983887457 | Helse- og omsorgsdepartementet | STAT | helse
983887406 | Arbeids- og inkluderingsdepartementet | STAT | arbeid
972417874 | Landbruks- og matdepartementet | STAT | landbruk mat
972417831 | Justis- og beredskapsdepartementet | STAT | justis
977161630 | Energidepartementet | STAT | energi
972417920 | Kunnskapsdepartementet | STAT | utdanning
972417866 | Kultur- og likestillingsdepartementet | STAT | kultur
932384469 | Digitaliserings- og forvaltningsdepartementet | STAT | forvaltning
965405585 | Barne- og familiedepartementet | STAT | befolkning
`;

const ORGANIZATION_CATALOG = 'https://organization-catalog.fellesdatakatalog.digdir.no/organizations/';

interface Row {
  readonly orgnr: string;
  readonly name: string;
  readonly parent: string;
  readonly domains: readonly string[];
  readonly place: string;
}

function parseRows(table: string): Row[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [orgnr = '', name = '', parent = '', domains = '', place = ''] = line
        .split('|')
        .map((c) => c.trim());
      return { orgnr, name, parent, domains: domains.split(/\s+/), place };
    });
}

function isOrgKind(value: string): value is OrgKind {
  return (ORG_KINDS as readonly string[]).includes(value);
}

function buildPublishers(rows: readonly Row[]): Publisher[] {
  const byOrgnr = new Map(rows.map((row) => [row.orgnr, row]));
  const pathOf = (row: Row, seen: ReadonlySet<string>): { kind: OrgKind; path: string } => {
    if (isOrgKind(row.parent)) return { kind: row.parent, path: `/${row.parent}/${row.orgnr}` };
    const parent = byOrgnr.get(row.parent);
    if (parent === undefined || seen.has(parent.orgnr)) {
      throw new Error(`publisher ${row.orgnr}: unknown or circular parent ${row.parent}`);
    }
    const above = pathOf(parent, new Set([...seen, row.orgnr]));
    return { kind: above.kind, path: `${above.path}/${row.orgnr}` };
  };
  return rows.map((row) => {
    const { kind, path } = pathOf(row, new Set([row.orgnr]));
    const places = kind === 'FYLKE' ? COUNTIES_BY_NAME : MUNICIPALITIES_BY_NAME;
    const place = row.place === '' ? null : (places.get(row.place) ?? null);
    if (row.place !== '' && place === null)
      throw new Error(`publisher ${row.orgnr}: unknown place ${row.place}`);
    return {
      orgnr: row.orgnr,
      name: row.name,
      kind,
      orgPath: path,
      domains: row.domains,
      place,
      organization: {
        id: row.orgnr,
        uri: `${ORGANIZATION_CATALOG}${row.orgnr}`,
        orgPath: path,
        name: row.name,
        prefLabel: { nb: row.name },
      },
    };
  });
}

export const PUBLISHERS: readonly Publisher[] = buildPublishers(parseRows(TABLE));
