import Foundation
import PokiAlbum
import PokiImaging
import PokiSystem

/// Builds large albums straight through PokiAlbum and runs single store operations, so the store
/// can be timed as whole processes (with hyperfine) at 1,000 and 100,000 photos.
///
///     poki-bench-album generate DIR N       add N photos in batches of 500
///     poki-bench-album show DIR ID          print one photo's document
///     poki-bench-album list DIR [--sort date|added] [--limit N] [--json]
///     poki-bench-album add DIR              add one more small photo, print its ID
@main
struct BenchAlbum {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            try run(arguments)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }

    static let usage = "usage: poki-bench-album generate DIR N | show DIR ID | list DIR [--sort date|added] [--limit N] [--json] | add DIR"

    static func run(_ arguments: [String]) throws {
        guard arguments.count >= 2 else { throw BenchUsageError(message: usage) }
        let album = Album(at: arguments[1])
        let options = Array(arguments.dropFirst(2))
        switch arguments[0] {
        case "generate":
            guard let count = options.first.flatMap(Int.init), count > 0 else { throw BenchUsageError(message: usage) }
            try generate(album, count: count)
        case "show":
            guard let id = options.first.flatMap(Int.init) else { throw BenchUsageError(message: usage) }
            print(String(decoding: PhotoJSON.encode(try album.photo(withID: id)), as: UTF8.self))
        case "list":
            let order = value(of: "--sort", in: options).flatMap(PhotoOrder.init(rawValue:)) ?? .added
            let limit = value(of: "--limit", in: options).flatMap(Int.init)
            let photos = try album.photos(order: order, limit: limit)
            if options.contains("--json") {
                FileHandle.standardOutput.write(Data(PhotoJSON.encode(photos) + [UInt8(ascii: "\n")]))
            } else {
                print(photos.map { "\($0.id)\t\($0.date)\t\($0.tag.label)\t\($0.memo)" }.joined(separator: "\n"))
            }
        case "add":
            let source = try makeSource(number: Int.random(in: 0..<Int.max), in: NSTemporaryDirectory())
            defer { try? FileManager.default.removeItem(atPath: source) }
            for case let .added(photo) in try album.add([newPhoto(source, number: 0)], today: CalendarDay("2026-11-20")!) {
                print(photo.id)
            }
        default:
            throw BenchUsageError(message: usage)
        }
    }

    // MARK: Generating

    static func generate(_ album: Album, count: Int) throws {
        let scratch = NSTemporaryDirectory() + "poki-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let start = Date()
        var done = 0
        while done < count {
            let batch = min(500, count - done)
            let photos = try (done..<(done + batch)).map { number in
                newPhoto(try makeSource(number: number, in: scratch), number: number)
            }
            _ = try album.add(photos, today: CalendarDay("2026-11-20")!)
            for photo in photos { try? FileManager.default.removeItem(atPath: photo.sourcePath) }
            done += batch
        }
        let seconds = Date().timeIntervalSince(start)
        FileHandle.standardError.write(Data("generated \(count) photos in \(String(format: "%.1f", seconds)) s\n".utf8))
    }

    /// A tiny PNG (1x1 white) with the photo's number appended after IEND, so every file has its
    /// own SHA-256 while sharing one image.
    static func makeSource(number: Int, in folder: String) throws -> String {
        let png: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53,
            0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x08, 0xD7, 0x63, 0xF8, 0xFF, 0xFF, 0x3F,
            0x00, 0x05, 0xFE, 0x02, 0xFE, 0xDC, 0xCC, 0x59, 0xE7, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E,
            0x44, 0xAE, 0x42, 0x60, 0x82,
        ]
        let path = folder + "/photo-\(number).png"
        guard FileManager.default.createFile(atPath: path, contents: Data(png + Array("\(number)".utf8))) else {
            throw BenchUsageError(message: "cannot write \(path)")
        }
        return path
    }

    /// Dominant colours the generated photos take in turn (pink, blue, white, green, orange, black,
    /// purple), so `stats` sorts them into several colour families.
    static let dominantColours = [
        Colour(red: 0xE9, green: 0x4B, blue: 0x6A), Colour(red: 0x35, green: 0x66, blue: 0xD9), Colour(red: 0xF2, green: 0xF2, blue: 0xF2),
        Colour(red: 0x3D, green: 0xAA, blue: 0x55), Colour(red: 0xE8, green: 0x89, blue: 0x2E), Colour(red: 0x20, green: 0x20, blue: 0x20),
        Colour(red: 0x8E, green: 0x4F, blue: 0xD1),
    ]

    /// A photo with a date spread over about seven years, a tag cycling through the brands, a
    /// dominant colour cycling through ``dominantColours``, and a memo with the hashtag #민지
    /// (every tenth photo #홍대 too), for `list --hashtag`.
    static func newPhoto(_ source: String, number: Int) -> NewPhoto {
        let palette = Palette(version: 1, entries: [
            .init(colour: dominantColours[number % dominantColours.count], share: 0.6),
            .init(colour: Colour(red: 0xFF, green: 0xFF, blue: 0xFF), share: 0.3),
            .init(colour: Colour(red: 0x20, green: 0x20, blue: 0x20), share: 0.1),
        ], clearDominant: true)
        let analysis = ImageAnalysis(format: .png, width: 1, height: 1, orientation: 1, capturedAt: nil,
                                     palette: palette, meanColour: Colour(red: 0xC0, green: 0x90, blue: 0x9A))
        let day = Calendar(identifier: .gregorian).date(byAdding: .day, value: (number &* 7919) % 2500,
                                                        to: Date(timeIntervalSince1970: 1_577_836_800))!
        let text = ISO8601DateFormatter().string(from: day).prefix(10)
        let brands = BoothBrands.all
        return NewPhoto(sourcePath: source, analysis: analysis, tag: brands[number % brands.count].label,
                        memo: "memory \(number) with #민지" + (number % 10 == 0 ? " #홍대" : ""), date: CalendarDay(String(text)))
    }

    // MARK: Helpers

    static func value(of option: String, in options: [String]) -> String? {
        guard let index = options.firstIndex(of: option), index + 1 < options.count else { return nil }
        return options[index + 1]
    }
}
