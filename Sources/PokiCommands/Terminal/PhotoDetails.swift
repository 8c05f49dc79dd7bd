import PokiSystem
import PokiAlbum
import PokiFetching

/// The lines `poki show` prints for one photo, in the terminal's language: user text made visible
/// (``VisibleText``), times in local time, and colour swatches when colour is on. The labels form
/// one column, so the values line up in Korean too.
struct PhotoDetails {
    var photo: Photo
    var imagePath: String
    /// The session video's full path, when the photo has one.
    var videoPath: String?
    var terminal: TerminalSettings

    /// The labels in front of the values.
    private enum Label: CaseIterable {
        case memo, colours, print, frame, text, size, taken, day, added, original, sha256, image, video

        var phrase: Phrase {
            switch self {
            case .memo: Phrase("memo:", korean: "메모:")
            case .colours: Phrase("colours:", korean: "색:")
            case .print: Phrase("print:", korean: "인화 사진:")
            case .frame: Phrase("frame:", korean: "프레임:")
            case .text: Phrase("text:", korean: "글자:")
            case .size: Phrase("size:", korean: "크기:")
            case .taken: Phrase("taken:", korean: "촬영 시각:")
            case .day: Phrase("day:", korean: "날짜:")
            case .added: Phrase("added:", korean: "추가 시각:")
            case .original: Phrase("original:", korean: "원본 파일:")
            case .sha256: .verbatim("sha256:")
            case .image: Phrase("image:", korean: "이미지:")
            case .video: Phrase("video:", korean: "영상:")
            }
        }
    }

    var lines: [String] {
        let language = terminal.language
        let column = LabelColumn(Label.allCases.map { $0.phrase.text(in: language) })
        func label(_ label: Label) -> String { column.pad(label.phrase.text(in: language)) }
        // Every value is wrapped under the labels' column, so that no line is wider than the
        // terminal; only a memo's own line breaks start lines (a file name's is shown, `^J`).
        func value(_ label: Label, _ text: String) -> [String] {
            column.block(text, label: label.phrase.text(in: language), terminalWidth: terminal.width)
        }
        let heading = "\(photo.id)  \(photo.date.written(in: language))  \(VisibleText.of(photo.tag.label))"
        var lines = terminal.width.map { DisplayWidth.hanging(heading, toWidth: $0, indent: "  ") } ?? [heading]
        lines += value(.memo, photo.memo.isEmpty ? Phrase("(none)", korean: "(없음)").text(in: language) : photo.memo)
        let palette = PaletteLines(palette: photo.palette, terminal: terminal)
        let colours = Label.colours.phrase.text(in: language)
        lines.append(terminal.usesColour ? label(.colours) + palette.bar(indent: column.width) : colours)
        lines += palette.entryLines(prefix: column.indent)
        let mean = photo.meanColour.hex
        var meanLine = Phrase("mean \(mean)", korean: "평균 \(mean)")
        if !photo.palette.clearDominant { meanLine = meanLine + Phrase("; no clear dominant colour", korean: "; 뚜렷한 주된 색 없음") }
        lines += LabelColumn.block(meanLine.text(in: language), first: column.indent, rest: column.indent, terminalWidth: terminal.width)
        let byHand = photo.layoutSource == .user ? Phrase(" (set by hand)", korean: " (직접 지정)").text(in: language) : ""
        if let print = photo.print {
            lines += value(.print, print.summary.text(in: language) + byHand)
            if let style = print.frameStyle { lines += value(.frame, style.name.text(in: language)) }
            if let text = print.text { lines += value(.text, PrintTextLine.describe(text, in: language)) }
        } else if photo.layoutSource == .user {
            lines += value(.print, Phrase("not a print", korean: "인화 사진 아님").text(in: language) + byHand)
        }
        let size = Phrase(
            "\(photo.width)x\(photo.height) \(photo.format.displayName), orientation \(photo.orientation)",
            korean: "\(photo.width)x\(photo.height) \(photo.format.displayName), 방향 \(photo.orientation)"
        )
        lines += value(.size, size.text(in: language))
        if let captured = photo.capturedAt { lines += value(.taken, captured.iso8601) }
        if let source = photo.dateSource { lines += value(.day, Self.origin(of: source).text(in: language)) }
        lines += value(.added, LocalTime.text(photo.addedAt))
        lines += value(.original, VisibleText.of(photo.originalFileName))
        lines += value(.sha256, photo.sha256)
        lines += value(.image, VisibleText.of(imagePath))
        if let video = photo.video, let videoPath {
            let length = video.duration.map { seconds in
                let tenths = Int((seconds * 10).rounded())
                return Phrase("\(tenths / 10).\(tenths % 10) s, ", korean: "\(tenths / 10).\(tenths % 10)초, ").text(in: language)
            } ?? ""
            lines += value(.video, VisibleText.of(videoPath) + " (\(length)\(ByteSize.describe(Int64(video.size))))")
        }
        return lines
    }

    /// Where the photo's day came from, in words.
    static func origin(of source: DateSource) -> Phrase {
        switch source {
        case .exif: Phrase("from the EXIF date", korean: "EXIF 날짜에서")
        case .exifDigitized:
            Phrase("from the EXIF date it was digitized (DateTimeDigitized)", korean: "EXIF의 디지털화한 날짜에서 (DateTimeDigitized)")
        case .exifDateTime:
            Phrase("from the EXIF date the file was last changed (DateTime)", korean: "EXIF에 기록된 파일 변경 날짜에서 (DateTime)")
        case .xmp: Phrase("from the XMP date", korean: "XMP 날짜에서")
        case .fileName: Phrase("from the file name", korean: "파일 이름에서")
        case .print: Phrase("printed on the print", korean: "인화 사진에 찍힌 날짜")
        case .mtime:
            Phrase("from the day the file was last modified (--date-from mtime)", korean: "파일을 마지막으로 수정한 날에서 (--date-from mtime)")
        case .given: Phrase("given", korean: "직접 지정")
        case .today:
            Phrase("the day it was added (no date in its EXIF, XMP, file name or printed text)", korean: "추가한 날 (EXIF, XMP, 파일 이름, 인화 사진의 글자에 날짜 없음)")
        }
    }
}
