import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct CorruptImageTests {
    @Test(arguments: [
        ("corrupt/truncated.png", ImageFormat.png),
        ("corrupt/bitflip-data.png", .png),
        ("corrupt/bitflip-crc.png", .png),
        ("corrupt/truncated.jpg", .jpeg),
        ("corrupt/truncated-progressive.jpg", .jpeg),
        ("corrupt/truncated-in-dropped-scan.jpg", .jpeg),
        ("corrupt/truncated-in-dc-refinement.jpg", .jpeg),
        ("corrupt/bitflip.jpg", .jpeg),
    ])
    func refusesDamagedDataWithLibraryReason(file: String, format: ImageFormat) {
        let path = Fixture.path(file)
        do {
            let image = try ImageDecoder.decode(fileAt: path)
            Issue.record("decoded a damaged file to \(image.sample.width)x\(image.sample.height)")
        } catch let ImageDecodingError.corrupt(errorPath, errorFormat, reason) {
            #expect(errorPath == path)
            #expect(errorFormat == format)
            #expect(!reason.isEmpty)
        } catch {
            Issue.record("wrong error: \(error)")
        }
    }

    /// Also when the cut falls in a scan the 1/8 decode drops, or in its last DC refinement.
    @Test(arguments: ["corrupt/truncated.jpg", "corrupt/truncated-in-dropped-scan.jpg", "corrupt/truncated-in-dc-refinement.jpg"])
    func truncatedJPEGSaysSo(file: String) {
        let path = Fixture.path(file)
        #expect(throws: ImageDecodingError.corrupt(path: path, format: .jpeg, reason: "Premature end of JPEG file")) {
            try ImageDecoder.decode(fileAt: path)
        }
    }

    @Test func bitFlippedPNGNamesTheCRC() {
        let path = Fixture.path("corrupt/bitflip-crc.png")
        #expect(throws: ImageDecodingError.corrupt(path: path, format: .png, reason: "IDAT: CRC error")) {
            try ImageDecoder.decode(fileAt: path)
        }
    }

    @Test(arguments: [("corrupt/huge.png", 100_000, 100_000), ("corrupt/huge.jpg", 60_000, 60_000)])
    func refusesPixelFloodFromHeader(file: String, width: Int, height: Int) {
        let path = Fixture.path(file)
        #expect(throws: ImageDecodingError.tooLarge(path: path, width: width, height: height)) {
            try ImageDecoder.decode(fileAt: path)
        }
    }

    @Test func messagesNameTheFile() {
        let error = ImageDecodingError.corrupt(path: "strip.jpg", format: .jpeg, reason: "Premature end of JPEG file")
        #expect(error.description == "strip.jpg: corrupt JPEG (Premature end of JPEG file)")
        #expect(ImageDecodingError.tooLarge(path: "a.png", width: 100_000, height: 100_000).description.hasPrefix("a.png: image is too large (100000x100000)"))
    }

    /// Every prefix of a valid file is refused with a typed error: no crash, no hang, no made-up pixels.
    @Test(arguments: [
        "png/split-rgba16-interlaced.png", "jpeg/split-progressive.jpg", "jpeg/split-arithmetic.jpg",
        "jpeg/plaid-eighth-dc-last-444.jpg", "jpeg/plaid-eighth-progressive.jpg",
    ])
    func everyTruncationIsRefusedCleanly(file: String) throws {
        let bytes = try #require(FileBytes.read(Fixture.path(file)))
        let directory = FileBytes.temporaryDirectory()
        defer { FileBytes.remove(directory) }
        for length in stride(from: 1, to: bytes.count, by: max(1, bytes.count / 60)) {
            let path = "\(directory)/cut-\(length)"
            FileBytes.write(Array(bytes.prefix(length)), to: path)
            do {
                _ = try ImageDecoder.decode(fileAt: path)
                Issue.record("decoded only \(length) of \(bytes.count) bytes without complaint")
            } catch .corrupt, .unsupportedFormat {
                continue
            } catch {
                Issue.record("\(length) bytes: unexpected \(error)")
            }
        }
    }
}

/// The reasons poki's own decoders give read in Korean under a Korean locale; a library's own
/// message keeps its English.
@Suite struct DecoderReasonTests {
    @Test(arguments: [
        ("the picture is 64x48, not the 60x40 the image declares", "그림 크기(64x48)가 이미지가 밝힌 크기(60x40)와 다름"),
        ("the file is over 512 MiB", "파일이 512 MiB를 넘음"),
        ("12 bytes follow the end of the image", "이미지가 끝난 뒤에 12바이트가 더 있음"),
        ("cannot read the file (Permission denied)", "파일을 읽을 수 없음 (권한이 없음)"),
        ("cannot read the file (it shrank while read)", "파일을 읽을 수 없음 (읽는 동안 파일이 줄어듦)"),
        ("the libheif.so.1 found lacks heif_decode_image; install libheif1", "찾은 libheif.so.1에 heif_decode_image이(가) 없음. libheif1 패키지를 설치하십시오"),
        ("libwebp.so.7: cannot open shared object file: No such file or directory; install libwebp7",
         "libwebp.so.7: cannot open shared object file: No such file or directory. libwebp7 패키지를 설치하십시오"),
        ("more than one 'meta' box", "'meta' 상자가 둘 이상임"),
        ("not enough data: the file is truncated", "데이터가 모자람: 파일이 잘림"),
        ("ABCD: unhandled critical chunk", "ABCD: 처리할 수 없는 필수 청크"),
        ("Premature end of JPEG file", "Premature end of JPEG file"),
    ])
    func readsInKorean(english: String, korean: String) {
        let phrase = DecoderReason.phrase(english)
        #expect(phrase.english == english)
        #expect(phrase.korean == korean)
    }
}
