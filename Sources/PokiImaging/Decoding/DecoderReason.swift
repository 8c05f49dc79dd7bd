import PokiSystem

/// Why a decoder refused a file, in words people read: the reasons poki's own decoders give
/// (their checks before and after the library's, the library they could not load, the words for
/// libwebp's status codes) in English and Korean; libjpeg's, libpng's and libheif's own messages
/// in their English.
package enum DecoderReason {
    package static func phrase(_ text: String) -> Phrase {
        Phrase(text, korean: fixed[text] ?? korean(ofWorded: text) ?? text)
    }

    /// poki's reasons that are always worded the same.
    private static let fixed: [String: String] = [
        "cannot reopen the file for reading": "파일을 다시 열어 읽을 수 없음",
        "unexpected channel count": "예상하지 못한 채널 수",
        "libheif failed": "libheif가 실패함",
        "libheif gave no pixels": "libheif가 픽셀을 내주지 않음",
        "libheif has no decoder for this file's codec (for HEVC install libde265-0, for AV1 libdav1d6)":
            "libheif에 이 파일의 코덱을 풀 디코더가 없음. HEVC는 libde265-0, AV1은 libdav1d6을 설치하십시오",
        "a grid or overlay whose description cannot be read": "설명을 읽을 수 없는 격자나 오버레이가 있음",
        "a grid or overlay in it is larger than the size the image declares": "격자나 오버레이가 이미지가 밝힌 크기보다 큼",
        "an image made of an item the file does not have": "파일에 없는 항목으로 만든 이미지가 있음",
        "an image made of an item that is not a picture": "그림이 아닌 항목으로 만든 이미지가 있음",
        "an image made of itself (its 'dimg' references go round in a circle)": "자기 자신으로 만든 이미지가 있음 ('dimg' 참조가 순환함)",
        "more than one 'meta' box": "'meta' 상자가 둘 이상임",
        "cannot decode the animation's first frame": "애니메이션의 첫 프레임을 디코딩할 수 없음",
        "the libwebp found does not match poki's": "찾은 libwebp가 poki와 맞지 않음",
        "the libwebpdemux found does not match poki's": "찾은 libwebpdemux가 poki와 맞지 않음",
        // libwebp's status codes, as poki words them.
        "invalid parameter": "잘못된 매개변수",
        "bitstream error": "비트스트림 오류",
        "unsupported feature": "지원하지 않는 기능",
        "suspended": "중단됨",
        "aborted": "취소됨",
        "not enough data: the file is truncated": "데이터가 모자람: 파일이 잘림",
        "unknown error": "알 수 없는 오류",
    ]

    /// The Korean of poki's reasons with values in them; nil for any other text.
    private static func korean(ofWorded text: String) -> String? {
        if let sizes = text.between("the picture is ", and: " the image declares")?.split(separator: ", not the "), sizes.count == 2 {
            return "그림 크기(\(sizes[0]))가 이미지가 밝힌 크기(\(sizes[1]))와 다름"
        }
        if let size = text.between("the file is over ", and: " MiB") { return "파일이 \(size) MiB를 넘음" }
        if let count = text.between("", and: " bytes follow the end of the image") { return "이미지가 끝난 뒤에 \(count)바이트가 더 있음" }
        if let chunk = text.between("", and: ": unhandled critical chunk") { return "\(chunk): 처리할 수 없는 필수 청크" }
        if let system = text.between("cannot read the file (", and: ")") { return "파일을 읽을 수 없음 (\(systemError(named: String(system))))" }
        // The library loader's: a library or a function missing, and the package that brings it.
        let words = text.split(separator: "; install ", omittingEmptySubsequences: false)
        if words.count >= 2, let package = words.last {
            let problem = words.dropLast().joined(separator: "; install ")
            if let lack = problem.between("the ", and: ""), case let parts = String(lack).split(separator: " found lacks ", omittingEmptySubsequences: false), parts.count == 2 {
                return "찾은 \(parts[0])에 \(parts[1])이(가) 없음. \(package) 패키지를 설치하십시오"
            }
            return "\(problem). \(package) 패키지를 설치하십시오"
        }
        return nil
    }

    /// The Korean for a system error the C library described as `text`, or `text` itself.
    private static func systemError(named text: String) -> String {
        if text == "it shrank while read" { return "읽는 동안 파일이 줄어듦" }
        for code in Int32(1)...Int32(133) where Platform.errorText(code) == text {
            return Phrase.systemError(code).korean
        }
        return text
    }
}

private extension String {
    /// The text between `prefix` and `suffix` when this string starts with the one and ends with the other.
    func between(_ prefix: String, and suffix: String) -> Substring? {
        guard hasPrefix(prefix), hasSuffix(suffix), count >= prefix.count + suffix.count else { return nil }
        return dropFirst(prefix.count).dropLast(suffix.count)
    }
}
