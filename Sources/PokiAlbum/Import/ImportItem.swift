import PokiSystem

/// One file `poki import` is asked to bring in, with what the user said about it (from the
/// command line, or a manifest line that overrides it).
public struct ImportItem: Sendable, Equatable {
    /// The file to import.
    public var path: String
    /// A tag label (matched after NFC); nil files the photo under ``BoothBrands/unclassified``.
    public var tag: String?
    public var memo: String
    /// The day of the memory; nil takes the EXIF capture day, else the day in the file's name, else today.
    public var date: CalendarDay?

    public init(path: String, tag: String? = nil, memo: String = "", date: CalendarDay? = nil) {
        self.path = path
        self.tag = tag
        self.memo = memo
        self.date = date
    }
}
