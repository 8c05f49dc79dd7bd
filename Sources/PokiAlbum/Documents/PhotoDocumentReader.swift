import PokiSystem
import PokiImaging

/// Reads a `photos/<id>.json` document with ``JSONScanner``: the fast path behind listing.
///
/// Accepts exactly what ``Photo``'s `Codable` conformance writes (unknown fields are skipped, so
/// a later minor schema may add some); a test checks both agree on the same documents.
enum PhotoDocumentReader {
    static func read(_ bytes: [UInt8], path: String) throws -> Photo {
        do {
            var scanner = JSONScanner(bytes)
            let photo = try photo(&scanner)
            try scanner.end()
            return photo
        } catch let failure as JSONScanner.Failure {
            throw DocumentError.corrupt(path: path, reason: failure.reason)
        }
    }

    private static func photo(_ scanner: inout JSONScanner) throws -> Photo {
        var schemaVersion: Int?, id: Int?, image: String?, originalFileName: String?, sha256: String?
        var date: CalendarDay?, dateSource: DateSource?, memo: String?, tag: Tag?, format: ImageFormat?, width: Int?, height: Int?
        var orientation: Int?, capturedAt: CaptureDate?, palette: Palette?, meanColour: Colour?, addedAt: Timestamp?
        var deletedAt: Timestamp?, edits: PhotoEdits?
        var source: PhotoSource?, qr: QRCode?, video: PhotoVideo?
        var print: BoothPrint?, layoutSource: LayoutSource?
        try scanner.object { scanner, key in
            switch key {
            case "schemaVersion": schemaVersion = try scanner.int()
            case "id": id = try scanner.int()
            case "image": image = try scanner.string()
            case "originalFileName": originalFileName = try scanner.string()
            case "sha256": sha256 = try scanner.string()
            case "date": date = try parsed(scanner.string(), CalendarDay.init, key, scanner)
            case "dateSource":
                dateSource = scanner.null() ? nil : try parsed(scanner.string(), DateSource.init(rawValue:), key, scanner)
            case "memo": memo = try scanner.string()
            case "tag": tag = try self.tag(&scanner)
            case "format": format = try parsed(scanner.string(), ImageFormat.init(rawValue:), key, scanner)
            case "width": width = try scanner.int()
            case "height": height = try scanner.int()
            case "orientation": orientation = try scanner.int()
            case "capturedAt":
                capturedAt = scanner.null() ? nil : try parsed(scanner.string(), CaptureDate.init(iso8601:), key, scanner)
            case "palette": palette = try self.palette(&scanner)
            case "print": print = scanner.null() ? nil : try self.boothPrint(&scanner)
            case "layoutSource":
                layoutSource = scanner.null() ? nil : try parsed(scanner.string(), LayoutSource.init(rawValue:), key, scanner)
            case "meanColour": meanColour = try parsed(scanner.string(), Colour.init(hex:), key, scanner)
            case "addedAt": addedAt = try parsed(scanner.string(), Timestamp.init, key, scanner)
            case "edits": edits = scanner.null() ? nil : try self.edits(&scanner)
            case "deletedAt": deletedAt = scanner.null() ? nil : try parsed(scanner.string(), Timestamp.init, key, scanner)
            case "source": source = scanner.null() ? nil : try photoSource(&scanner)
            case "qr": qr = scanner.null() ? nil : try qrCode(&scanner)
            case "video": video = scanner.null() ? nil : try self.video(&scanner)
            default: try scanner.skipValue()
            }
        }
        func required<Value>(_ value: Value?, _ key: String) throws -> Value {
            guard let value else { throw JSONScanner.Failure(reason: Phrase("missing field '\(key)'", korean: "'\(key)' 필드가 없습니다")) }
            return value
        }
        let analysis = ImageAnalysis(
            format: try required(format, "format"), width: try required(width, "width"), height: try required(height, "height"),
            orientation: try required(orientation, "orientation"), capturedAt: capturedAt,
            palette: try required(palette, "palette"), meanColour: try required(meanColour, "meanColour"), print: print, qr: qr
        )
        var photo = Photo(
            id: try required(id, "id"), image: try required(image, "image"),
            originalFileName: try required(originalFileName, "originalFileName"), sha256: try required(sha256, "sha256"),
            date: try required(date, "date"), dateSource: dateSource, memo: try required(memo, "memo"), tag: try required(tag, "tag"),
            analysis: analysis, addedAt: try required(addedAt, "addedAt"), source: source, video: video
        )
        photo.schemaVersion = try required(schemaVersion, "schemaVersion")
        photo.deletedAt = deletedAt
        photo.edits = edits
        photo.layoutSource = layoutSource
        if let print {
            try BoothPrintCheck.check(print, width: photo.width, height: photo.height)
        }
        return photo
    }

    private static func boothPrint(_ scanner: inout JSONScanner) throws -> BoothPrint {
        var rows: Int?, columns: Int?, frame: Colour?, cuts: [PixelBox] = []
        var frameKind: FrameStyle.Kind?, frameColours: [Colour] = []
        var text: PrintText?
        try scanner.object { scanner, key in
            switch key {
            case "text": text = scanner.null() ? nil : try printText(&scanner)
            case "layout":
                try scanner.object { scanner, key in
                    switch key {
                    case "rows": rows = try scanner.int()
                    case "columns": columns = try scanner.int()
                    default: try scanner.skipValue()
                    }
                }
            case "frame": frame = try parsed(scanner.string(), Colour.init(hex:), key, scanner)
            case "frameKind": frameKind = try parsed(scanner.string(), FrameStyle.Kind.init(rawValue:), key, scanner)
            case "frameColours":
                try scanner.array { scanner in frameColours.append(try parsed(scanner.string(), Colour.init(hex:), key, scanner)) }
            case "cuts":
                try scanner.array { scanner in
                    var x: Int?, y: Int?, width: Int?, height: Int?
                    try scanner.object { scanner, key in
                        switch key {
                        case "x": x = try scanner.int()
                        case "y": y = try scanner.int()
                        case "width": width = try scanner.int()
                        case "height": height = try scanner.int()
                        default: try scanner.skipValue()
                        }
                    }
                    guard let x, let y, let width, let height else {
                        throw JSONScanner.Failure(
                            reason: Phrase("print cut needs 'x', 'y', 'width' and 'height'", korean: "인화 사진의 컷에는 'x', 'y', 'width', 'height' 필드가 모두 있어야 합니다")
                        )
                    }
                    cuts.append(PixelBox(x: x, y: y, width: width, height: height))
                }
            default: try scanner.skipValue()
            }
        }
        guard let rows, let columns, let frame else {
            throw JSONScanner.Failure(reason: Phrase("print needs 'layout.rows', 'layout.columns' and 'frame'", korean: "인화 사진에는 'layout.rows', 'layout.columns', 'frame' 필드가 모두 있어야 합니다"))
        }
        return BoothPrint(
            layout: BoothPrint.Layout(rows: rows, columns: columns), frame: frame, cuts: cuts,
            frameStyle: frameKind.map { FrameStyle(kind: $0, colours: frameColours) }, text: text
        )
    }

    private static func edits(_ scanner: inout JSONScanner) throws -> PhotoEdits {
        var edits = PhotoEdits()
        try scanner.object { scanner, key in
            if key == "addedImage" {
                edits.addedImage = scanner.null() ? nil : try scanner.string()
                return
            }
            guard let field = PhotoEdits.Field(rawValue: key) else { return try scanner.skipValue() }
            if scanner.null() {
                edits[field] = nil
                return
            }
            var at: Timestamp?, seen: [String]?
            try scanner.object { scanner, key in
                switch key {
                case "at": at = try parsed(scanner.string(), Timestamp.init, key, scanner)
                case "seen":
                    var revisions: [String] = []
                    try scanner.array { scanner in revisions.append(try scanner.string()) }
                    seen = revisions
                default: try scanner.skipValue()
                }
            }
            guard let at, let seen, !seen.isEmpty else {
                throw JSONScanner.Failure(reason: Phrase("edit of '\(key)' needs 'at' and 'seen'", korean: "'\(key)' 수정 기록에는 'at', 'seen' 필드가 모두 있어야 합니다"))
            }
            edits[field] = FieldEdit(at: at, seen: seen)
        }
        return edits
    }

    private static func printText(_ scanner: inout JSONScanner) throws -> PrintText {
        var lines: [String]?, brand: String?, day: CalendarDay?
        try scanner.object { scanner, key in
            switch key {
            case "lines":
                var read: [String] = []
                try scanner.array { scanner in read.append(try scanner.string()) }
                lines = read
            case "brand": brand = scanner.null() ? nil : try scanner.string()
            case "day": day = scanner.null() ? nil : try parsed(scanner.string(), CalendarDay.init, key, scanner)
            default: try scanner.skipValue()
            }
        }
        guard let lines else { throw JSONScanner.Failure(reason: Phrase("print text needs 'lines'", korean: "인화 사진의 글자에는 'lines' 필드가 있어야 합니다")) }
        return PrintText(lines: lines, brand: brand, day: day)
    }

    private static func tag(_ scanner: inout JSONScanner) throws -> Tag {
        var label: String?, image: String?
        try scanner.object { scanner, key in
            switch key {
            case "label": label = try scanner.string()
            case "image": image = scanner.null() ? nil : try scanner.string()
            default: try scanner.skipValue()
            }
        }
        guard let label else { throw JSONScanner.Failure(reason: Phrase("missing field 'tag.label'", korean: "'tag.label' 필드가 없습니다")) }
        // Documents are written with NFC labels; normalising 100,000 of them again costs ~10% of a listing.
        return Tag(normalizedLabel: label, image: image)
    }

    private static func photoSource(_ scanner: inout JSONScanner) throws -> PhotoSource {
        var url: String?, fetchedAt: Timestamp?
        try scanner.object { scanner, key in
            switch key {
            case "url": url = try scanner.string()
            case "fetchedAt": fetchedAt = try parsed(scanner.string(), Timestamp.init, key, scanner)
            default: try scanner.skipValue()
            }
        }
        guard let url, let fetchedAt else { throw JSONScanner.Failure(reason: Phrase("source needs 'url' and 'fetchedAt'", korean: "source에는 'url', 'fetchedAt' 필드가 모두 있어야 합니다")) }
        return PhotoSource(url: url, fetchedAt: fetchedAt)
    }

    private static func video(_ scanner: inout JSONScanner) throws -> PhotoVideo {
        var file: String?, size: Int?, sha256: String?, duration: Double?
        try scanner.object { scanner, key in
            switch key {
            case "file": file = try scanner.string()
            case "size": size = try scanner.int()
            case "sha256": sha256 = try scanner.string()
            case "duration": duration = scanner.null() ? nil : try scanner.double()
            default: try scanner.skipValue()
            }
        }
        guard let file, let size, let sha256 else {
            throw JSONScanner.Failure(reason: Phrase("video needs 'file', 'size' and 'sha256'", korean: "video에는 'file', 'size', 'sha256' 필드가 모두 있어야 합니다"))
        }
        return PhotoVideo(file: file, size: size, sha256: sha256, duration: duration)
    }

    private static func qrCode(_ scanner: inout JSONScanner) throws -> QRCode {
        var text: String?, x: Int?, y: Int?, width: Int?, height: Int?
        try scanner.object { scanner, key in
            switch key {
            case "text": text = try scanner.string()
            case "x": x = try scanner.int()
            case "y": y = try scanner.int()
            case "width": width = try scanner.int()
            case "height": height = try scanner.int()
            default: try scanner.skipValue()
            }
        }
        guard let text, let x, let y, let width, let height else {
            throw JSONScanner.Failure(
                reason: Phrase("qr needs 'text', 'x', 'y', 'width' and 'height'", korean: "qr에는 'text', 'x', 'y', 'width', 'height' 필드가 모두 있어야 합니다")
            )
        }
        return QRCode(text: text, x: x, y: y, width: width, height: height)
    }

    private static func palette(_ scanner: inout JSONScanner) throws -> Palette {
        var version: Int?, entries: [Palette.Entry] = [], clearDominant: Bool?
        try scanner.object { scanner, key in
            switch key {
            case "version": version = try scanner.int()
            case "clearDominant": clearDominant = try scanner.bool()
            case "entries":
                try scanner.array { scanner in
                    var colour: Colour?, share: Double?
                    try scanner.object { scanner, key in
                        switch key {
                        case "colour": colour = try parsed(scanner.string(), Colour.init(hex:), key, scanner)
                        case "share": share = try scanner.double()
                        default: try scanner.skipValue()
                        }
                    }
                    guard let colour, let share else {
                        throw JSONScanner.Failure(reason: Phrase("palette entry needs 'colour' and 'share'", korean: "팔레트 항목에는 'colour', 'share' 필드가 모두 있어야 합니다"))
                    }
                    entries.append(Palette.Entry(colour: colour, share: share))
                }
            default: try scanner.skipValue()
            }
        }
        guard let version, let clearDominant else {
            throw JSONScanner.Failure(reason: Phrase("palette needs 'version' and 'clearDominant'", korean: "팔레트에는 'version', 'clearDominant' 필드가 모두 있어야 합니다"))
        }
        return Palette(version: version, entries: entries, clearDominant: clearDominant)
    }

    private static func parsed<Value>(_ text: String, _ parse: (String) -> Value?, _ key: String, _ scanner: JSONScanner) throws -> Value {
        guard let value = parse(text) else { throw scanner.failure(Phrase("invalid '\(key)' value '\(text)'", korean: "'\(key)' 값이 잘못되었습니다: '\(text)'")) }
        return value
    }
}
