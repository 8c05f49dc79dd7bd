import PokiSystem
import PokiImaging
import PokiAlbum

/// The `list` table: ID, day, tag, a swatch of the dominant colours, and the memo's first line.
/// On a narrow terminal the memo is cut first, then the tag; columns that still do not fit are
/// left out from the right. The headers are in ``language``; the cells are data and read the same
/// in every language.
struct PhotoTable {
    var photos: [Photo]
    /// Draw swatches in colour; without colour the column shows the dominant colour's hex.
    var colour: Bool
    /// The language of the headers.
    var language: Language = .english

    func render(width: Int?) -> [String] {
        let rows = photos.map { photo -> [TextTable.Cell] in
            [
                .init(String(photo.id)),
                .init(photo.date.description),
                .init(photo.tag.label),
                swatch(photo.palette),
                .init(Self.oneLine(photo.memo)),
            ]
        }
        let headers = [
            Phrase.verbatim("ID"),
            Phrase("DATE", korean: "날짜"),
            Phrase("TAG", korean: "태그"),
            Phrase("COLOURS", korean: "색"),
            Phrase("MEMO", korean: "메모"),
        ]
        let table = TextTable(headers: headers.map { $0.text(in: language) }, rows: rows, flexibleColumn: 4, cuttableColumns: [2])
        return table.render(width: width)
    }

    private func swatch(_ palette: Palette) -> TextTable.Cell {
        guard colour else { return .init(palette.dominant?.colour.hex ?? "-") }
        let blocks = palette.entries.prefix(3).map { ColourSwatch.block($0.colour, width: 2, colour: true) }.joined()
        return TextTable.Cell(styled: blocks, width: 2 * min(3, palette.entries.count))
    }

    /// A memo on one line: line breaks shown as ` / `.
    static func oneLine(_ memo: String) -> String {
        memo.split(whereSeparator: \.isNewline).joined(separator: " / ")
    }
}
