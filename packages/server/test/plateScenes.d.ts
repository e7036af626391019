export interface SceneOptions {
    /** White (most vehicles) or yellow (vans on yellow plates). */
    colour?: 'white' | 'yellow';
    /** The plate's height in pixels (a 1280×720 photo of a car a few metres away: 60–110). */
    plateHeight?: number;
    /** Degrees the plate is turned in the picture. */
    angle?: number;
    /** Gaussian blur sigma over the whole picture. */
    blur?: number;
    /** Noise amplitude (0–255) added to every channel. */
    noise?: number;
    width?: number;
    height?: number;
    /** Where the plate's centre is, as fractions of the picture. */
    at?: {
        x: number;
        y: number;
    };
}
/** A plate alone: white or yellow, red rim, the blue EU band, the text ("AB 12 345") in black. */
export declare function plateImage(text: string, colour: 'white' | 'yellow', height: number): Promise<Buffer>;
/** A JPEG photo (1280×720 unless asked) of a vehicle wearing the plate `text`. */
export declare function plateScene(text: string, options?: SceneOptions): Promise<Buffer>;
/** The conditions the tests and the bench read, each with a few plates. */
export declare const PLATE_CONDITIONS: {
    name: string;
    options: SceneOptions;
}[];
/** A plate of the standard shape from a number (AA 00 000 … ZZ 99 999), spaced as on the plate. */
export declare function platePattern(n: number): string;
