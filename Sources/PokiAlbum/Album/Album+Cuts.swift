import PokiSystem
import PokiImaging

/// `poki cuts`: a print's cuts written out as image files of their own.
extension Album {
    /// Writes the cuts of photo `id` (only cut `index`, counted from 1, when given) into
    /// `directory` as `<id>-cut<N>.jpg` (`.png` for a PNG print), at full resolution with the
    /// orientation applied. Each file is written atomically; an existing file of that name is replaced.
    /// - Returns: the paths written, in cut order.
    public func writeCuts(ofPhoto id: Int, to directory: String, index: Int? = nil) throws -> [String] {
        let photo = try photo(withID: id)
        guard let print = photo.print else { throw CutsError.notAPrint(id: id, outdated: photo.hasOutdatedAnalysis) }
        if let index, !(1...print.cuts.count).contains(index) {
            throw CutsError.noSuchCut(id: id, index: index, count: print.cuts.count)
        }
        // A link is followed: the write fails cleanly if it does not lead to a folder.
        guard let kind = try Syscall.status(directory)?.kind, kind == .directory || kind == .symbolicLink else {
            throw CutsError.notAFolder(path: directory)
        }
        let numbers = index.map { [$0] } ?? Array(1...print.cuts.count)
        let files: [[UInt8]]
        do {
            files = try CutExtractor.extract(
                fileAt: layout.image(named: photo.image), format: photo.format, orientation: photo.orientation,
                cuts: numbers.map { print.cuts[$0 - 1] }
            )
        } catch {
            throw CutsError.extraction(error)
        }
        let fileExtension = photo.format.writtenFormat.fileExtension
        var written: [String] = []
        for (number, bytes) in zip(numbers, files) {
            let path = PathName.join(directory, "\(id)-cut\(number).\(fileExtension)")
            try AtomicFile.write(bytes, to: path, syncDirectory: false)
            written.append(path)
        }
        try AtomicFile.syncDirectory(directory)
        return written
    }
}
