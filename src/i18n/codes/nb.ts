/** The vocabulary's code labels in Bokmål (see ../codeLabels.ts). */
import { LOS_TABLE_NB } from '../../interface/losLabels.nb';
import { parseLosTable } from '../../interface/losTable';
import type { CodeLabels } from '../codeLabels';

export const codes: CodeLabels = {
  euThemes: {
    AGRI: 'Jordbruk, fiskeri, skogbruk og mat',
    ECON: 'Økonomi og finans',
    EDUC: 'Utdanning, kultur og sport',
    ENER: 'Energi',
    ENVI: 'Miljø',
    GOVE: 'Forvaltning og offentlig sektor',
    HEAL: 'Helse',
    INTR: 'Internasjonale temaer',
    JUST: 'Justis, rettssystem og allmenn sikkerhet',
    OP_DATPRO: 'Foreløpige data',
    REGI: 'Regioner og byer',
    SOCI: 'Befolkning og samfunn',
    TECH: 'Vitenskap og teknologi',
    TRAN: 'Transport',
  },
  accessRights: {
    PUBLIC: 'Allmenn tilgang',
    RESTRICTED: 'Begrenset tilgang',
    NON_PUBLIC: 'Ikke-allmenn tilgang',
  },
  provenances: {
    NASJONAL: 'Autoritativ kilde',
    VEDTAK: 'Vedtak',
    BRUKER: 'Brukergenerert',
    TREDJEPART: 'Tredjepart',
  },
  orgKinds: {
    STAT: 'Stat',
    FYLKE: 'Fylkeskommune',
    KOMMUNE: 'Kommune',
    PRIVAT: 'Privat',
    ANNET: 'Annet',
  },
  specializedTypes: {
    DATASET_SERIES: 'Datasettserie',
    LIFE_EVENT: 'Livshendelse',
    BUSINESS_EVENT: 'Virksomhetshendelse',
    publicService: 'Offentlig tjeneste',
    service: 'Tjeneste',
  },
  resourceTypes: {
    datasets: { singular: 'Datasett', plural: 'Datasett' },
    'data-services': { singular: 'API', plural: 'API-er' },
    concepts: { singular: 'Begrep', plural: 'Begreper' },
    'information-models': { singular: 'Informasjonsmodell', plural: 'Informasjonsmodeller' },
    services: { singular: 'Tjeneste', plural: 'Tjenester' },
    events: { singular: 'Hendelse', plural: 'Hendelser' },
  },
  openData: { true: 'Åpne data', false: 'Ikke åpne data' },
  unknown: 'Ukjent',
  unknownFormat: 'Ukjent format',
  places: {
    Norge: 'Norge',
  },
  losThemes: Object.fromEntries(parseLosTable(LOS_TABLE_NB)),
};
