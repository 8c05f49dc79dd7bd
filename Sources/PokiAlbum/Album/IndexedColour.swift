import PokiImaging

/// What the date index records about one photo's dominant colour.
///
/// Indexes written by a poki before colours were indexed list only IDs: those photos' colours are
/// ``notRecorded``, and a reader that needs them reads the photo's document instead.
enum IndexedColour: Sendable, Equatable {
    /// The index has no colour for the photo (an older poki wrote the day's file).
    case notRecorded
    /// The photo's palette is empty: it has no dominant colour.
    case noDominant
    /// The photo's dominant colour, ``Palette/dominant``.
    case dominant(Colour)

    /// The colour recorded for a photo whose dominant colour is `colour`.
    init(_ colour: Colour?) {
        self = colour.map(IndexedColour.dominant) ?? .noDominant
    }
}
