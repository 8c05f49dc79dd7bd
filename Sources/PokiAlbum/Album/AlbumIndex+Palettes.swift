import PokiSystem

/// The palette index: `index/palettes/<n>` holds the palettes of the photos with IDs
/// `n*1000…n*1000+999`, one line per photo: its ID, then each colour with its share in
/// thousandths (`1003 E94B6A:600 FFFFFF:300 202020:100`), so `list --colour` reads about a
/// hundred compact files for 100,000 photos instead of every document, and an add rewrites one.
extension AlbumIndex {
    /// The IDs per palette file.
    static let palettesPerFile = 1000

    /// The palette file that holds `id`'s line.
    func paletteFile(of id: Int) -> String {
        PathName.join(layout.paletteIndex, String(id / Self.palettesPerFile))
    }

    /// Every palette in the index, by ID; a line that does not read as one is ignored.
    func palettes() throws -> [Int: [IndexedPaletteEntry]] {
        var palettes: [Int: [IndexedPaletteEntry]] = [:]
        for name in try store.entries(of: layout.paletteIndex) where DocumentValidation.decimal(name) != nil {
            palettes.merge(try readPalettes(at: PathName.join(layout.paletteIndex, name))) { _, new in new }
        }
        return palettes
    }

    /// The palettes of one file, by ID.
    func readPalettes(at path: String) throws -> [Int: [IndexedPaletteEntry]] {
        guard let bytes = try store.contents(of: path) else { return [:] }
        var palettes: [Int: [IndexedPaletteEntry]] = [:]
        lines: for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "))
            guard let first = fields.first, let id = DocumentValidation.photoID(String(decoding: first, as: UTF8.self)) else { continue }
            var entries: [IndexedPaletteEntry] = []
            for field in fields.dropFirst() {
                guard let entry = IndexedPaletteEntry(field) else { continue lines }
                entries.append(entry)
            }
            palettes[id] = entries
        }
        return palettes
    }

    /// Replaces one file's palettes (album lock held). A file left with none stays, empty, for
    /// the reason ``writeTagLabels(_:at:)`` gives.
    func writePalettes(_ palettes: [Int: [IndexedPaletteEntry]], at path: String) throws {
        let text = palettes.keys.sorted().map { id in
            ([String(id)] + palettes[id, default: []].map(\.text)).joined(separator: " ") + "\n"
        }.joined()
        try store.makeFolder(layout.paletteIndex)
        try store.write(Array(text.utf8), to: path)
    }
}
