import PokiSystem
import PokiImaging

/// The rules a `"print"` read from a photo document must keep, so a hand-edited document cannot
/// hand `cuts` or the terminal a layout or a box that makes no sense for its image.
enum BoothPrintCheck {
    /// Throws when `print` does not fit an image of `width` x `height` display pixels: layout of
    /// 1 to ``BoothPrint/maximumCuts`` cuts, one box per cut, every box inside the image.
    static func check(_ print: BoothPrint, width: Int, height: Int) throws(JSONScanner.Failure) {
        let rows = print.layout.rows, columns = print.layout.columns
        guard (1...BoothPrint.maximumCuts).contains(rows), (1...BoothPrint.maximumCuts).contains(columns),
              print.layout.cutCount <= BoothPrint.maximumCuts
        else {
            throw JSONScanner.Failure(reason: Phrase("print layout \(rows) rows x \(columns) columns is out of range", korean: "인화 사진 레이아웃 \(rows)행 x \(columns)열은 범위를 벗어납니다"))
        }
        guard print.cuts.count == print.layout.cutCount else {
            throw JSONScanner.Failure(
                reason: Phrase("print has \(print.cuts.count) cuts for a layout of \(print.layout.cutCount)", korean: "인화 사진은 \(print.cuts.count)컷인데 레이아웃은 \(print.layout.cutCount)컷입니다")
            )
        }
        for (index, cut) in print.cuts.enumerated() {
            guard cut.x >= 0, cut.y >= 0, cut.width > 0, cut.height > 0, cut.width <= width - cut.x, cut.height <= height - cut.y else {
                throw JSONScanner.Failure(reason: Phrase(
                    "print cut \(index + 1) (\(cut.x),\(cut.y) \(cut.width)x\(cut.height)) is outside the \(width)x\(height) image",
                    korean: "인화 사진의 컷 \(index + 1)의 자리(\(cut.x),\(cut.y) \(cut.width)x\(cut.height))가 \(width)x\(height) 이미지 밖에 있습니다"
                ))
            }
        }
    }
}
