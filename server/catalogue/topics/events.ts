/** Life events and business events: the public service's two kinds of `EVENT`, with the LOS themes they touch. */
import { text3, type Text3 } from '../text3';

export interface EventTopic {
  readonly specializedType: 'LIFE_EVENT' | 'BUSINESS_EVENT';
  readonly title: Text3;
  readonly losPaths: readonly string[];
}

/** `LIFE | BUSINESS  ::  title nb | nn | en  ::  LOS paths` */
const TABLE = `
LIFE :: Å få barn | Å få barn | Having a child :: familie-og-barn familie-og-barn/familieytelser/barnetrygd helse-og-omsorg/svangerskap
LIFE :: Dødsfall og arv | Dødsfall og arv | Death and inheritance :: familie-og-barn/dodsfall-og-gravferd
LIFE :: Ny i Norge | Ny i Noreg | New in Norway :: innvandring-og-integrering/integrering skole-og-utdanning/voksenopplaring
LIFE :: Miste og finne jobb | Miste og finne jobb | Losing and finding a job :: arbeid/arbeidssoking arbeid/inntektssikring
LIFE :: Å ha et alvorlig sykt barn | Å ha eit alvorleg sjukt barn | Having a seriously ill child :: helse-og-omsorg/avlastning-og-stotte familie-og-barn
LIFE :: Flytte | Flytte | Moving home :: bygg-og-eiendom/flytting demokrati-og-innbyggerrettigheter/personopplysninger
LIFE :: Bli pensjonist | Bli pensjonist | Retiring :: arbeid/inntektssikring
LIFE :: Begynne på skolen | Byrje på skulen | Starting school :: skole-og-utdanning/grunnskole familie-og-barn
LIFE :: Gifte seg | Gifte seg | Getting married :: familie-og-barn/ekteskap familie-og-barn/samliv
BUSINESS :: Starte og drive en bedrift | Starte og drive ein bedrift | Starting and running a business :: naring/naringsliv/starte-eller-avslutte-bedrift skatt-og-avgift/avgift/merverdiavgift skatt-og-avgift/avgift/arbeidsgiveravgift
BUSINESS :: Starte og drive en frivillig organisasjon | Starte og drive ein frivillig organisasjon | Starting and running a voluntary organisation :: kultur-idrett-og-fritid/fritid
BUSINESS :: Ansette medarbeidere | Tilsetje medarbeidarar | Hiring employees :: arbeid/arbeidsliv skatt-og-avgift/avgift/arbeidsgiveravgift
BUSINESS :: Avvikle en bedrift | Avvikle ein bedrift | Closing down a business :: naring/naringsliv/starte-eller-avslutte-bedrift
BUSINESS :: Starte og drive en restaurant | Starte og drive ein restaurant | Starting and running a restaurant :: naring/handel-og-service
BUSINESS :: Starte og drive et gårdsbruk | Starte og drive eit gardsbruk | Starting and running a farm :: naring/landbruk naring/tilskuddsordninger-for-naring
`;

export const EVENT_TOPICS: readonly EventTopic[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [kind = '', title = '', paths = ''] = line.split('::').map((cell) => cell.trim());
    return {
      specializedType: kind === 'LIFE' ? 'LIFE_EVENT' : 'BUSINESS_EVENT',
      title: text3(title),
      losPaths: paths.split(/\s+/),
    };
  });
