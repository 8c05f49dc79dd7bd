import PokiSystem

/// What a photo a dry run would import would be filed under: what a manifest line naming the same
/// file is compared with (``PhotoImporter/run(_:stopRequested:planned:report:)``), so a dry run
/// says the changes the real run makes, no more.
public struct PlannedPhoto: Sendable, Equatable {
    /// The tag it would be filed under (``Album/filedTag(of:)``).
    public var tag: Tag
    public var memo: String
    /// The day ``NewPhoto/resolvedDate(today:)`` gives.
    public var date: CalendarDay

    public init(tag: Tag, memo: String, date: CalendarDay) {
        self.tag = tag
        self.memo = memo
        self.date = date
    }
}
