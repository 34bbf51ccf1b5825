/** The vocabulary's code labels in Nynorsk (see ../codeLabels.ts). */
import { LOS_TABLE_NN } from '../../interface/losLabels.nn';
import { parseLosTable } from '../../interface/losTable';
import type { CodeLabels } from '../codeLabels';

export const codes: CodeLabels = {
  euThemes: {
    AGRI: 'Jordbruk, fiskeri, skogbruk og mat',
    ECON: 'Økonomi og finans',
    EDUC: 'Utdanning, kultur og sport',
    ENER: 'Energi',
    ENVI: 'Miljø',
    GOVE: 'Forvaltning og offentleg sektor',
    HEAL: 'Helse',
    INTR: 'Internasjonale tema',
    JUST: 'Justis, rettssystem og allmenn tryggleik',
    OP_DATPRO: 'Førebelse data',
    REGI: 'Regionar og byar',
    SOCI: 'Befolkning og samfunn',
    TECH: 'Vitskap og teknologi',
    TRAN: 'Transport',
  },
  accessRights: {
    PUBLIC: 'Allmenn tilgang',
    RESTRICTED: 'Avgrensa tilgang',
    NON_PUBLIC: 'Ikkje-allmenn tilgang',
  },
  provenances: {
    NASJONAL: 'Autoritativ kjelde',
    VEDTAK: 'Vedtak',
    BRUKER: 'Brukargenerert',
    TREDJEPART: 'Tredjepart',
  },
  orgKinds: {
    STAT: 'Stat',
    FYLKE: 'Fylkeskommune',
    KOMMUNE: 'Kommune',
    PRIVAT: 'Privat',
    ANNET: 'Anna',
  },
  specializedTypes: {
    DATASET_SERIES: 'Datasettserie',
    LIFE_EVENT: 'Livshending',
    BUSINESS_EVENT: 'Verksemdshending',
    publicService: 'Offentleg teneste',
    service: 'Teneste',
  },
  resourceTypes: {
    datasets: { singular: 'Datasett', plural: 'Datasett' },
    'data-services': { singular: 'API', plural: 'API' },
    concepts: { singular: 'Omgrep', plural: 'Omgrep' },
    'information-models': { singular: 'Informasjonsmodell', plural: 'Informasjonsmodellar' },
    services: { singular: 'Teneste', plural: 'Tenester' },
    events: { singular: 'Hending', plural: 'Hendingar' },
  },
  openData: { true: 'Opne data', false: 'Ikkje opne data' },
  unknown: 'Ukjend',
  unknownFormat: 'Ukjend format',
  places: {
    Norge: 'Noreg',
  },
  losThemes: Object.fromEntries(parseLosTable(LOS_TABLE_NN)),
};
