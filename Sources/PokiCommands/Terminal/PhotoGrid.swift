import PokiImaging

/// How `list --grid` lays its cards out: as many cards of ``cardWidth`` columns a row as fit in
/// the terminal's width, two columns apart, a blank line between rows. A terminal narrower than a
/// card gets one card a row, as wide as the terminal.
struct PhotoGrid: Sendable, Equatable {
    /// Columns to fill (the terminal's width, `COLUMNS`, or 80 in a pipe).
    var columns: Int

    /// A card's width on a wide terminal: 24 columns, so three cards fit in 80 columns.
    static let standardCardWidth = 24
    /// Spaces between two cards of a row.
    static let gap = 2

    init(columns: Int) {
        self.columns = max(1, columns)
    }

    /// Columns one card takes.
    var cardWidth: Int { min(Self.standardCardWidth, columns) }

    /// Cards on one row.
    var cardsPerRow: Int { max(1, (columns + Self.gap) / (cardWidth + Self.gap)) }

    /// Lines a card's picture takes: a square box of ``cardWidth`` pixels, two pixel rows a line.
    var pictureLines: Int { (cardWidth + 1) / 2 }

    /// The pixels the picture is fitted into: as wide as the card, and as tall (half as many lines).
    var pictureBox: PixelSize { PixelSize(width: cardWidth, height: pictureLines * 2) }

    /// The lines of one row of cards (each card's lines exactly ``cardWidth`` columns), side by
    /// side with ``gap`` spaces between; cards of fewer lines are padded with blank lines.
    func lines(ofRow cards: [[String]]) -> [String] {
        let height = cards.map(\.count).max() ?? 0
        let blank = String(repeating: " ", count: cardWidth)
        let separator = String(repeating: " ", count: Self.gap)
        return (0..<height).map { index in
            cards.map { index < $0.count ? $0[index] : blank }.joined(separator: separator)
        }
    }
}
