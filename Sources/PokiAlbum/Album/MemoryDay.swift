import PokiSystem
import PokiImaging

/// A day of the calendar that has memories: what `poki calendar` paints.
public struct MemoryDay: Sendable, Equatable {
    public var day: CalendarDay
    /// The photos of the day, ascending (the order they were added in).
    public var ids: [Int]
    /// The dominant colour of the day's newest memory (the highest ID) that has one; nil when
    /// none of them has a dominant colour.
    public var colour: Colour?

    public init(day: CalendarDay, ids: [Int], colour: Colour?) {
        self.day = day
        self.ids = ids
        self.colour = colour
    }
}
