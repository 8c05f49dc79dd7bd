import PokiSystem
import PokiImaging

/// The album at a glance, for `poki stats`: counts from the indexes, never from the documents.
public struct AlbumStatistics: Sendable, Equatable {
    /// Photos in the album (not the trash).
    public var photoCount: Int
    /// The day of the first memory; nil for an empty album.
    public var first: CalendarDay?
    /// The day of the latest memory; nil for an empty album.
    public var latest: CalendarDay?
    /// Photos per tag, most used first (ties by label); tags without photos are left out.
    public var tags: [TagCount]
    /// The months asked for, oldest first, with their counts (zero included).
    public var months: [MonthCount]
    /// The month with the most memories (the latest of equals); nil for an empty album.
    public var busiest: MonthCount?
    /// Photos whose dominant colour falls in each family, in ``ColourFamily`` order (zero included).
    /// Photos without a dominant colour are in none.
    public var colourFamilies: [FamilyCount]

    public struct TagCount: Sendable, Equatable {
        public var label: String
        public var count: Int
    }

    public struct MonthCount: Sendable, Equatable {
        public var month: CalendarMonth
        public var count: Int
    }

    public struct FamilyCount: Sendable, Equatable {
        public var family: ColourFamily
        public var count: Int
    }
}
