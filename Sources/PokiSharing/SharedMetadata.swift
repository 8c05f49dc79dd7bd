import PokiSystem
import PokiImaging

/// A photo's file as it is shared: its image data copied byte for byte, its metadata only what
/// poki can prove holds no location.
///
/// Removing the location keeps, of a JPEG, the segments that decode the picture (tables, frame,
/// scans), the JFIF header (without its thumbnail), the colour profile and Adobe's colour-transform
/// segment; of a PNG, the chunks that decode and colour it. The EXIF block gives way to a minimal
/// one with only the orientation and the capture date (``MinimalExif``). Everything else is left
/// out, each named in a note: XMP, other APP segments (MPF, Photoshop, …), comments, text chunks,
/// whatever follows the end of the image (a second picture, a motion photo's video). The result is
/// read back before it is returned (``LocationCheck``).
///
/// Removing only the thumbnail (`--mask-qr --keep-location`) keeps the EXIF block as libexif
/// rewrites it without IFD1, and the XMP; the rest goes as above, since it may hold a preview.
///
/// A format poki does not rewrite (WebP, HEIF) is copied as a JPEG of its picture as it shows,
/// with the minimal EXIF block of its orientation and capture date and nothing else.
struct SharedMetadata: Equatable {
    /// The file's bytes.
    var bytes: [UInt8]
    /// Whether what was left out held, or may have held, a location: a GPS directory in the EXIF
    /// or its thumbnail's, or anything left out whole (XMP, text, trailers, an unreadable block).
    var removedLocation = false
    /// What was left out, one sentence each (for notes), in every language.
    var notes: [Phrase] = []
    /// Whether a location the copy was to keep could not be kept (a JPEG copy of a format poki
    /// does not rewrite).
    var lostLocation = false

    /// Why a JPEG cannot be copied when its segments do not lead to its image data.
    private static let markersLeadNowhere = Phrase(
        "its marker segments do not lead to image data", korean: "마커 세그먼트를 따라가도 이미지 데이터가 나오지 않습니다"
    )
    /// Why a PNG cannot be copied when its chunks do not end with IEND.
    private static let noIEND = Phrase("its chunks do not end with IEND", korean: "청크가 IEND로 끝나지 않습니다")

    /// `bytes` (a file of `format`, at `path`) without `removals`, by the rules of its container.
    /// - Throws: ``ShareError/notCopyable(path:reason:)`` when the structure cannot be followed,
    ///   ``ShareError/locationRemains(path:reason:)`` when the result is not provably clean.
    static func of(_ bytes: [UInt8], format: ImageFormat, removing removals: ExifRewriter.Removals, path: String) throws(ShareError) -> SharedMetadata {
        guard !removals.isEmpty else { return SharedMetadata(bytes: bytes) }
        let result = switch format.entry.metadata {
        case .jpegSegments: try jpeg(bytes, removing: removals, path: path)
        case .pngChunks: try png(bytes, removing: removals, path: path)
        case .notRewritten: try jpegCopy(ofFileAt: path, format: format, picture: picture(ofFileAt: path, format: format), removing: removals)
        }
        if removals.contains(.location) { try LocationCheck.verify(result.bytes, format: format.writtenFormat, path: path) }
        return result
    }

    // MARK: - A format poki does not rewrite

    /// The picture of the file at `path` (of `format`, one poki does not rewrite) as it shows,
    /// encoded as a JPEG with no metadata: what ``jpegCopy(ofFileAt:format:picture:removing:)`` is
    /// made from when no code was covered.
    static func picture(ofFileAt path: String, format: ImageFormat) throws(ShareError) -> [UInt8] {
        do throws(CutExtractionError) {
            let image = try WholeImage(fileAt: path, format: format)
            return try image.withPixels { (pixels) throws(CutExtractionError) in
                try WholeImage.encode(
                    UnsafeBufferPointer(pixels), width: image.width, height: image.height, channels: image.channels, format: .jpeg,
                    quality: QRCodeMask.jpegQuality, path: path
                )
            }
        } catch {
            throw .image(error)
        }
    }

    /// The copy of the file at `path` (of `format`, one poki does not rewrite): `picture` (a JPEG
    /// poki encoded from it) with a minimal EXIF block of the file's orientation (none when the
    /// decoder applied the file's own) and capture date, and nothing else of its metadata.
    static func jpegCopy(
        ofFileAt path: String, format: ImageFormat, picture: [UInt8], removing removals: ExifRewriter.Removals
    ) throws(ShareError) -> SharedMetadata {
        let exif: [UInt8]?, hasXMP: Bool
        do {
            // The smallest sample (a HEIF's thumbnail, when it has one): what is wanted is the metadata.
            let decoded = try ImageDecoder.decode(fileAt: path, sampleLongSide: 1)
            exif = decoded.exif
            hasXMP = decoded.xmp != nil
        } catch {
            throw .image(.unreadable(error))
        }
        guard let fresh = JPEGSegments(picture) else {
            throw .notCopyable(path: path, reason: Phrase("poki's JPEG encoder wrote no image data", korean: "poki의 JPEG 인코더가 이미지 데이터를 쓰지 않았습니다"))
        }
        let metadata = exif.flatMap { ExifMetadata.salvaged(tiff: $0) }
        let orientation = format.entry.orientsItself ? nil : metadata?.orientation
        var result = SharedMetadata(bytes: Array(picture[0..<2]))
        let leading = fresh.segments.prefix { $0.marker == JPEGSegments.app0 }
        for segment in leading { result.bytes += picture[segment.range] }
        if let block = MinimalExif.block(orientation: orientation, capturedAt: metadata?.capturedAt) {
            result.bytes += JPEGSegments.segment(marker: JPEGSegments.app1, payload: ExifRewriter.header + block)
        }
        for segment in fresh.segments.dropFirst(leading.count) { result.bytes += picture[segment.range] }
        result.bytes += picture[fresh.imageDataStart..<fresh.imageDataEnd]
        let heldLocation = metadata?.hasLocation == true || exif.map { LeftOutMetadata.embeddedExifHasLocation($0[...]) } == true
        result.removedLocation = heldLocation || (removals.contains(.location) && hasXMP)
        result.lostLocation = !removals.contains(.location) && heldLocation
        // A format that turns itself (HEIF) is written as it shows, with no orientation to carry.
        var note = format.entry.orientsItself
            ? Phrase(
                "written as a JPEG, since poki does not rewrite \(format.displayName) files: of their metadata only the capture date came along, and the picture is written turned as it shows",
                korean: "poki는 \(format.displayName) 파일을 다시 쓰지 않으므로 JPEG로 썼습니다. 메타데이터 중에는 촬영 날짜만 옮겨 왔고, 사진은 보이는 방향으로 돌려 썼습니다"
            )
            : Phrase(
                "written as a JPEG, since poki does not rewrite \(format.displayName) files: of their metadata only the capture date and orientation came along",
                korean: "poki는 \(format.displayName) 파일을 다시 쓰지 않으므로 JPEG로 썼습니다. 메타데이터 중에는 촬영 날짜와 방향만 옮겨 왔습니다"
            )
        if result.lostLocation { note = note + Phrase("; the location could not be kept", korean: ". 위치 정보는 남기지 못했습니다") }
        result.notes.append(note)
        if removals.contains(.location) { try LocationCheck.verify(result.bytes, format: .jpeg, path: path) }
        return result
    }

    // MARK: - JPEG

    /// The JPEG `bytes` (the file at `path`) without `removals`.
    static func jpeg(_ bytes: [UInt8], removing removals: ExifRewriter.Removals, path: String) throws(ShareError) -> SharedMetadata {
        guard let file = JPEGSegments(bytes) else {
            throw .notCopyable(path: path, reason: markersLeadNowhere)
        }
        var leftOut = LeftOutMetadata(removingLocation: removals.contains(.location))
        let exifSegment = file.segments.first { $0.marker == JPEGSegments.app1 && bytes[$0.payload].starts(with: ExifRewriter.header) }
        let exif = try replacementExif(for: exifSegment.map { Array(bytes[$0.payload].dropFirst(ExifRewriter.header.count)) }, removing: removals, leftOut: &leftOut)

        let keepsProfile = JPEGMetadata.colourProfile(of: file, in: bytes).map(ICCProfile.holdsOnlyColour) ?? false
        var header: [UInt8] = [], rest: [UInt8] = []
        var leftOutProfile = false
        for segment in file.segments where segment.range != exifSegment?.range {
            let payload = bytes[segment.payload]
            switch JPEGMetadata.kind(of: segment.marker, payload: payload) {
            case .jfif: header += JPEGMetadata.withoutThumbnail(jfif: segment, in: bytes)
            case .decoding, .colourTransform: rest += bytes[segment.range]
            case .colourProfile where keepsProfile: rest += bytes[segment.range]
            case .colourProfile:
                if !leftOutProfile { leftOut.add(Phrase("the colour profile (it holds more than colours)", korean: "색 프로필 (색 말고 다른 것도 들어 있음)")) }
                leftOutProfile = true
            case .xmp where !removals.contains(.location): rest += bytes[segment.range]
            case let kind: leftOut.add(kind.name)
            }
        }
        var result = SharedMetadata(bytes: [0xFF, 0xD8] + header)
        if let exif { result.bytes += JPEGSegments.segment(marker: JPEGSegments.app1, payload: ExifRewriter.header + exif) }
        result.bytes += rest

        var position = file.imageDataStart
        for segment in file.laterSegments {
            switch JPEGMetadata.kind(of: segment.marker, payload: bytes[segment.payload]) {
            case .decoding: continue
            case let kind:
                result.bytes += bytes[position..<segment.range.lowerBound]
                position = segment.range.upperBound
                leftOut.add(kind.name + Phrase(" between scans", korean: " (스캔 사이)"))
            }
        }
        result.bytes += bytes[position..<file.imageDataEnd]
        if file.imageDataEnd < bytes.count {
            let trailing = bytes.count - file.imageDataEnd
            leftOut.add(Phrase("\(trailing) bytes after the end of the image", korean: "이미지 끝 뒤의 \(trailing)바이트"))
        }
        leftOut.finish(into: &result)
        return result
    }

    // MARK: - PNG

    /// The PNG `bytes` (the file at `path`) without `removals`.
    static func png(_ bytes: [UInt8], removing removals: ExifRewriter.Removals, path: String) throws(ShareError) -> SharedMetadata {
        guard let file = PNGChunks(bytes), let end = file.chunks.last?.range.upperBound else {
            throw .notCopyable(path: path, reason: noIEND)
        }
        var leftOut = LeftOutMetadata(removingLocation: removals.contains(.location))
        let exifChunk = file.chunks.first { $0.type == "eXIf" }
        let exif = try replacementExif(for: exifChunk.map { Array(bytes[$0.data]) }, removing: removals, leftOut: &leftOut)

        var result = SharedMetadata(bytes: PNGChunks.signature)
        for chunk in file.chunks where chunk.range != exifChunk?.range {
            let data = bytes[chunk.data]
            if PNGChunks.picture.contains(chunk.type) {
                result.bytes += bytes[chunk.range]
                if chunk.type == "IHDR", let exif { result.bytes += PNGChunks.chunk(type: "eXIf", data: exif) }
            } else if !removals.contains(.location), chunk.type == "iTXt", PNGChunks.keyword(of: data) == "XML:com.adobe.xmp" {
                result.bytes += bytes[chunk.range]
            } else {
                let keyword = ["tEXt", "zTXt", "iTXt"].contains(chunk.type) ? PNGChunks.keyword(of: data).map { " '\($0)'" } ?? "" : ""
                leftOut.add(Phrase("a \(chunk.type)\(keyword) chunk", korean: "\(chunk.type)\(keyword) 청크"))
            }
        }
        if end < bytes.count {
            let trailing = bytes.count - end
            leftOut.add(Phrase("\(trailing) bytes after IEND", korean: "IEND 뒤의 \(trailing)바이트"))
        }
        leftOut.finish(into: &result)
        return result
    }

    // MARK: - EXIF

    /// The EXIF block (TIFF header first) the copy gets in place of `original`'s: without the
    /// location, a minimal one with the orientation and capture date `original` gives; without
    /// only the thumbnail, `original` as libexif writes it without IFD1. Nil when there is nothing
    /// to write.
    private static func replacementExif(for original: [UInt8]?, removing removals: ExifRewriter.Removals, leftOut: inout LeftOutMetadata) throws(ShareError) -> [UInt8]? {
        guard let original else { return nil }
        let metadata = ExifMetadata.salvaged(tiff: original)
        if removals.contains(.location) {
            if (try? ExifMetadata(tiff: original)) == nil { leftOut.add(Phrase("an EXIF block poki cannot read whole", korean: "poki가 끝까지 읽을 수 없는 EXIF 블록")) }
            // The thumbnail's own EXIF is inside the block, after its own `Exif\0\0`.
            leftOut.foundLocation = metadata?.hasLocation == true || LeftOutMetadata.embeddedExifHasLocation(original[...])
            return MinimalExif.block(orientation: metadata?.orientation, capturedAt: metadata?.capturedAt)
        }
        switch try ExifRewriter.rewrite(ExifRewriter.header + original, removing: removals, capacity: JPEGSegments.maximumPayload) {
        case .unchanged:
            return original
        case let .rewritten(block, _):
            return Array(block.dropFirst(ExifRewriter.header.count))
        case let .unreadable(reason):
            leftOut.add(Phrase("the EXIF block (\(reason))", korean: "EXIF 블록 (\(reason))"))
            return MinimalExif.block(orientation: metadata?.orientation, capturedAt: metadata?.capturedAt)
        }
    }

    // MARK: - Carrying metadata into a new picture

    /// `encoded` (an image poki encoded: a covered print) with the metadata of `cleaned` (the
    /// original, already cleaned; both in `format.writtenFormat`): for JPEG its EXIF and XMP segments, and its colour profile
    /// when it is an RGB one, after the encoder's own JFIF segment; for PNG its `eXIf` chunk after
    /// IHDR. Read back like ``of(_:format:removing:path:)`` when `removals` holds the location.
    static func carrying(_ cleaned: [UInt8], into encoded: [UInt8], format: ImageFormat, removing removals: ExifRewriter.Removals, path: String) throws(ShareError) -> [UInt8] {
        let bytes: [UInt8]
        if format.writtenFormat.entry.metadata != .pngChunks {
            guard let original = JPEGSegments(cleaned), let fresh = JPEGSegments(encoded) else {
                throw .notCopyable(path: path, reason: markersLeadNowhere)
            }
            let leading = fresh.segments.prefix { $0.marker == JPEGSegments.app0 }
            let frame = original.segments.first { JPEGMetadata.isFrame($0.marker) && $0.payload.count >= 6 }
            let colourComponents = frame.map { cleaned[$0.payload.lowerBound + 5] }
            var carried = Array(encoded[0..<2])
            for segment in leading { carried += encoded[segment.range] }
            for segment in original.segments {
                switch JPEGMetadata.kind(of: segment.marker, payload: cleaned[segment.payload]) {
                case .exif, .xmp: carried += cleaned[segment.range]
                case .colourProfile where colourComponents == 3: carried += cleaned[segment.range]
                default: continue
                }
            }
            for segment in fresh.segments.dropFirst(leading.count) { carried += encoded[segment.range] }
            bytes = carried + encoded[fresh.imageDataStart..<fresh.imageDataEnd]
        } else {
            guard let original = PNGChunks(cleaned), let fresh = PNGChunks(encoded), let header = fresh.chunks.first else {
                throw .notCopyable(path: path, reason: noIEND)
            }
            var carried = PNGChunks.signature + encoded[header.range]
            for chunk in original.chunks where chunk.type == "eXIf" { carried += cleaned[chunk.range] }
            for chunk in fresh.chunks.dropFirst() { carried += encoded[chunk.range] }
            bytes = carried
        }
        if removals.contains(.location) { try LocationCheck.verify(bytes, format: format.writtenFormat, path: path) }
        return bytes
    }
}
