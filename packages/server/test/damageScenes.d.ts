export interface Shot {
    /** The camera moved by this many pixels (of 1280×720). */
    shiftX?: number;
    shiftY?: number;
    /** The light: multiplies the brightness (1 as it was) and adds a brightness gradient. */
    light?: number;
    gradient?: boolean;
    damage?: 'scratch' | 'dent' | null;
    /** The seed of the sensor noise (each photo its own). */
    seed?: number;
    width?: number;
    height?: number;
}
/** One photo of the van, a JPEG. */
export declare function shoot(shot?: Shot): Promise<Buffer>;
/** Where the drawn damages are, as fractions of the unmoved picture (the scene less its margin). */
export declare const DAMAGE_AT: {
    scratch: {
        x: number;
        y: number;
        width: number;
        height: number;
    };
    dent: {
        x: number;
        y: number;
        width: number;
        height: number;
    };
};
