/** The vocabulary's code labels in English (see ../codeLabels.ts). */
import { LOS_TABLE_EN } from '../../interface/losLabels.en';
import { parseLosTable } from '../../interface/losTable';
import type { CodeLabels } from '../codeLabels';

export const codes: CodeLabels = {
  euThemes: {
    AGRI: 'Agriculture, fisheries, forestry and food',
    ECON: 'Economy and finance',
    EDUC: 'Education, culture and sport',
    ENER: 'Energy',
    ENVI: 'Environment',
    GOVE: 'Government and public sector',
    HEAL: 'Health',
    INTR: 'International issues',
    JUST: 'Justice, legal system and public safety',
    OP_DATPRO: 'Provisional data',
    REGI: 'Regions and cities',
    SOCI: 'Population and society',
    TECH: 'Science and technology',
    TRAN: 'Transport',
  },
  accessRights: {
    PUBLIC: 'Public',
    RESTRICTED: 'Restricted',
    NON_PUBLIC: 'Non-public',
  },
  provenances: {
    NASJONAL: 'Authoritative source',
    VEDTAK: 'Decision',
    BRUKER: 'User-generated',
    TREDJEPART: 'Third party',
  },
  orgKinds: {
    STAT: 'State',
    FYLKE: 'County',
    KOMMUNE: 'Municipality',
    PRIVAT: 'Private',
    ANNET: 'Other',
  },
  specializedTypes: {
    DATASET_SERIES: 'Dataset series',
    LIFE_EVENT: 'Life event',
    BUSINESS_EVENT: 'Business event',
    publicService: 'Public service',
    service: 'Service',
  },
  resourceTypes: {
    datasets: { singular: 'Dataset', plural: 'Datasets' },
    'data-services': { singular: 'API', plural: 'APIs' },
    concepts: { singular: 'Concept', plural: 'Concepts' },
    'information-models': { singular: 'Information model', plural: 'Information models' },
    services: { singular: 'Service', plural: 'Services' },
    events: { singular: 'Event', plural: 'Events' },
  },
  openData: { true: 'Open data', false: 'Not open data' },
  unknown: 'Unknown',
  unknownFormat: 'Unknown format',
  places: {
    Norge: 'Norway',
  },
  losThemes: Object.fromEntries(parseLosTable(LOS_TABLE_EN)),
};
