import PokiSystem

/// What `poki edit` changes in a photo; nil fields stay as they are.
public struct PhotoEdit: Sendable, Equatable {
    public var memo: String?
    /// A tag label, matched after NFC.
    public var tag: String?
    public var date: CalendarDay?
    /// A new image file and its analysis; its colours and dimensions replace the old ones.
    public var image: ReplacementImage?
    /// Whether the photo is a print, and its layout, as the user says.
    public var print: PrintCorrection?

    public init(memo: String? = nil, tag: String? = nil, date: CalendarDay? = nil, image: ReplacementImage? = nil, print: PrintCorrection? = nil) {
        self.memo = memo
        self.tag = tag
        self.date = date
        self.image = image
        self.print = print
    }

    /// True when nothing would change.
    public var isEmpty: Bool { memo == nil && tag == nil && date == nil && image == nil && print == nil }
}
