/**
 * The autoplay engine (GMM §4.3) is the carousel's, which the gallery and the summary share
 * (src/ui/carousel/autoplay.ts): one decision for every design. Re-exported here, where the gallery's
 * engines and their tests live.
 */
export * from '../../../ui/carousel/autoplay.ts';
