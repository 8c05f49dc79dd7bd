import Foundation
import Synchronization
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum

/// What poki understands of the words read on a print's frame: the brand and the day.
@Suite struct PrintTextTests {
    static let latest = CalendarDay(year: 2026, month: 11, day: 27)!

    static func read(_ lines: [String]) -> PrintText {
        PrintText(reading: lines, brands: BoothBrands.printedNames, latest: latest)
    }

    @Test(arguments: [
        (["harufilm"], "하루필름"),
        (["HARU FILM", "2025.10.16"], "하루필름"),
        (["PHOTOISM"], "포토이즘"),
        (["photo signature 2025-03-01"], "포토 시그니쳐"),
        (["인생네컷"], "인생네컷"),
        (["LIFE4CUTS"], "인생네컷"),
        (["MONOMANSION"], "모노맨션"),
        (["PLAY IN THE BOX"], "플레이인더박스"),
        (["picdot"], "픽닷"),
        (["포토시그니처"], "포토 시그니쳐"),
        // Hangul as Tesseract often reads it, a syllable a word.
        (["포 토 시 그 니 쳐"], "포토 시그니쳐"),
        (["인 생 네 컷 2025.10.16"], "인생네컷"),
        // What OCR confuses: 0 for o, 1 or l for i, rn for m, one letter wrong in a long name.
        (["PH0TOISM"], "포토이즘"),
        (["harufi1rn"], "하루필름"),
        (["MONOMANSIQN"], "모노맨션"),
        (["photogrey"], "포토그레이"),
        // Strokes Tesseract reads more or less, two of a long Hangul name's letters (ㅍ as ㅂ, ㅌ as ㄷ).
        (["보 도 그 레이 2002-11-03 19:41"], "포토그레이"),
        (["보토시그니져"], "포토 시그니쳐"),
    ] as [([String], String)])
    func aBrandIsReadAsBoothsPrintIt(_ lines: [String], _ label: String) {
        #expect(Self.read(lines).brand == label)
    }

    @Test(arguments: [
        ["HARU PHOTO"], ["PHOTOGRAPHY"], ["photo poki"], ["say cheese!"], ["film & you"], ["하루사진"], ["포키네컷"],
        ["wa", "0 0 기"], ["pic"], [],
        // Three letters of a Hangul name misread, or words two letters from a brand but not by a stroke.
        ["보도그래이"], ["포토프레임"], ["포토 그래피"], ["포토라이프"], ["포토인증"],
        // Two brands named as closely: which one is not known.
        ["harufilm photoism"],
    ] as [[String]])
    func wordsThatNameNoBuiltInBrandGiveNone(_ lines: [String]) {
        #expect(Self.read(lines).brand == nil)
    }

    @Test(arguments: [
        ("2025.10.16", "2025-10-16"),
        ("harufilm 2025.10.16 14:03", "2025-10-16"),
        ("2025-10-16", "2025-10-16"),
        ("2025/10/16", "2025-10-16"),
        ("2025 / 10 / 16", "2025-10-16"),
        ("2025 10/16", "2025-10-16"),
        ("2025. 10. 16", "2025-10-16"),
        ("25.10.16", "2025-10-16"),
        ("2025년 10월 16일", "2025-10-16"),
        ("2025년10월16일 (목)", "2025-10-16"),
        // One marker of three read as another syllable.
        ("2021 변 12 월 26 일", "2021-12-26"),
        ("2025년 10욀 16일", "2025-10-16"),
        ("2O25.1O.16", "2025-10-16"),
        ("2025.l0.16", "2025-10-16"),
        ("2025.1.6", "2025-01-06"),
        ("2019, 12. 06", "2019-12-06"),
        // A thin dash read as an equals sign.
        ("2023-01=21", "2023-01-21"),
        ("2025. 10. 16.", "2025-10-16"),
        // The mark between a padded month and day lost.
        ("2019/0106 16:49", "2019-01-06"),
        ("26.0126 18:55", "2026-01-26"),
        ("2024-1127", "2024-11-27"),
        // A mark after a space parts the day from a time, or is a stray word.
        ("2025-10-16 - 14:03", "2025-10-16"),
        ("2025/10/16 / 14:03", "2025-10-16"),
        // A year of four figures after a number and a mark (a speck read as `1.`, a booth's number).
        ("1.2025.10.16", "2025-10-16"),
        ("No.3-2025.10.16", "2025-10-16"),
    ] as [(String, String)])
    func aDayIsReadAsBoothsPrintIt(_ line: String, _ day: String) {
        #expect(Self.read([line]).day?.description == day)
    }

    @Test(arguments: [
        "2026.12.19", // after the latest day: a day yet to come is not a print's
        "1999.10.16", "2025.13.01", "2025.02.30", "16:38", "2025 10 16", "2025.10-16", "25 10/16",
        "12025.10.16.", "20251016", "10000 0000", "2022708710 16:38",
        // Padded and unpadded mixed: a day cut short by OCR (`2019-06-19` read `2019-06-1`).
        "2019-06-1", "2019.6.01",
        // Korean markers: two of three misread, or a mark that is no syllable.
        "2025변 10욀 16일", "2025년 10월 16x",
        // A slash or dash after the day: its last digit was lost (`2024/11/27` read `2024/11/2/`).
        "2024/11/2/", "2024-11-2-",
        // ... and what follows it is no day either: `11/2/ 12` is inside that run of numbers, and
        // two figures after a number and a mark are no year.
        "2024/11/2/ 12.55", "2024-11-2- 12:55",
        // Four figures after a year's mark that are no padded month and day, or with no mark.
        "2025.1610", "2025.0230", "2024/1127/", "2025 1016",
        // ... or with a letter read as a figure among them, or inside a longer number (a phone's).
        "2019/12l5", "2019/1l16", "010-2023-0512", "02-2019-0106",
    ])
    func textThatIsNoDayGivesNone(_ line: String) {
        #expect(Self.read([line]).day == nil)
    }

    /// A Latin brand and a Korean day on one line: English reads the brand surely and the day's
    /// markers as digits, Korean the day right and the brand garbled; the line is read with both
    /// (words and boxes modelled on what Tesseract read on seed 332 of the text generator's
    /// development range).
    @Test func aLatinBrandBesideAKoreanDayIsReadFromBothEngines() {
        func word(_ text: String, _ confidence: Int, _ left: Int, _ right: Int) -> RecognizedWord {
            RecognizedWord(line: 0, confidence: confidence, text: text, left: left, right: right)
        }
        let english = [word("PICDOT", 92, 0, 100), word("20254", 81, 110, 170), word("93", 87, 180, 210), word("282", 92, 220, 260)]
        let korean = [
            word("비", 78, 0, 40), word("0001", 83, 45, 100), word("2025", 91, 110, 160), word("년", 92, 160, 175),
            word("9", 91, 180, 190), word("월", 92, 190, 205), word("28", 93, 220, 240), word("일", 91, 240, 255),
        ]
        let lines = PrintTextReader.lines(of: PrintTextReader.surerLines(english, korean, latest: Self.latest))
        #expect(lines == ["PICDOT 2025 년 9 월 28 일"])
        #expect(Self.read(lines).brand == "픽닷" && Self.read(lines).day?.description == "2025-09-28")

        // A line English reads a day on keeps its reading; one without boxes takes the surer
        // reading as before (English here, as sure as the Korean on average).
        let dated = [word("PICDOT", 92, 0, 100), word("2025.09.28", 90, 110, 260)]
        #expect(PrintTextReader.lines(of: PrintTextReader.surerLines(dated, korean, latest: Self.latest)) == ["PICDOT 2025.09.28"])
        let boxless = english.map { RecognizedWord(line: 0, confidence: $0.confidence, text: $0.text) }
        #expect(PrintTextReader.surerLines(boxless, korean, latest: Self.latest) == boxless)
    }

    private static func words(_ line: String) -> [RecognizedWord] {
        line.split(separator: " ").map { RecognizedWord(line: 0, confidence: 90, text: String($0)) }
    }

    /// A photographed print's day needs three other readings to name it: a blurred digit misread
    /// one way (`16.07.10` for `19.07.10`) is often misread the same way by one of them, now and
    /// then by two.
    @Test func aPhotographedPrintsDayNeedsThreeOtherReadings() throws {
        let latest = CalendarDay(year: 2026, month: 11, day: 27)!, first = Self.words("PHOTODRINK 16.07.10 20:22")
        let confirmations = PrintTextReader.photographedConfirmations
        var readings = 0
        #expect(try PrintTextReader.checkedDay(in: first, latest: latest, confirmations: confirmations) { _ in
            readings += 1
            return Self.words(readings <= 2 ? "16.07.10" : "19.07.10")
        } == nil)
        #expect(readings == 4)
        // Once two disagree, three cannot agree: the fourth is not made.
        readings = 0
        #expect(try PrintTextReader.checkedDay(in: first, latest: latest, confirmations: confirmations) { _ in
            readings += 1
            return Self.words("19.07.10")
        } == nil)
        #expect(readings == 2)
        // Three that agree are enough; one that disagrees among them does not undo them.
        readings = 0
        #expect(try PrintTextReader.checkedDay(in: first, latest: latest, confirmations: confirmations) { _ in
            readings += 1
            return Self.words(readings == 2 ? "19.07.10" : "16.07.10")
        }?.description == "2016-07-10")
        #expect(readings == 4)
        // A band whose light image (or a level of its ink) was kept has no other image to read: its three sizes must all agree.
        #expect(try PrintTextReader.checkedDay(in: first, latest: latest, confirmations: confirmations) { reading in
            reading == .otherImage ? nil : Self.words("16.07.10")
        }?.description == "2016-07-10")
        #expect(try PrintTextReader.checkedDay(in: first, latest: latest, confirmations: confirmations) { reading in
            reading == .otherImage ? nil : Self.words(reading == .larger(by: 2) ? "19.07.10" : "16.07.10")
        } == nil)
    }

    /// A day is taken only when another reading of its band names it too; a reading that failed
    /// confirms nothing, and one that was not needed is not made.
    @Test func aDayNeedsASecondReadingThatAgrees() throws {
        let latest = CalendarDay(year: 2026, month: 11, day: 27)!, first = Self.words("harufilm 2025.10.16")
        var asked: [PrintTextReader.ConfirmingReading] = []
        let agreeing = try PrintTextReader.checkedDay(in: first, latest: latest) { reading in
            asked.append(reading)
            return Self.words("2025.10.16")
        }
        #expect(agreeing?.description == "2025-10-16")
        #expect(asked == [.larger(by: 1.5)], "the first reading that agrees is enough")
        #expect(try PrintTextReader.checkedDay(in: first, latest: latest) { _ in Self.words("2025.10.18") } == nil)
        // Each size misreads other digits: the last reading, twice as large, may be the one that agrees.
        asked = []
        #expect(try PrintTextReader.checkedDay(in: first, latest: latest) { reading in
            asked.append(reading)
            return Self.words(reading == .larger(by: 2) ? "2025.10.16" : "2025.10.18")
        }?.description == "2025-10-16")
        #expect(asked == [.larger(by: 1.5), .otherImage, .larger(by: 1.25), .larger(by: 2)])
        // A sheet of two strips prints its line twice: one copy read right confirms the day.
        let twice = [RecognizedWord(line: 0, confidence: 90, text: "2025.10.18"), RecognizedWord(line: 1, confidence: 90, text: "2025.10.16")]
        #expect(try PrintTextReader.checkedDay(in: first, latest: latest) { _ in twice }?.description == "2025-10-16")
        // The first confirming reading not made (nil) or failed, the second agrees.
        var readings = 0
        #expect(try PrintTextReader.checkedDay(in: first, latest: latest) { _ in
            readings += 1
            return readings == 1 ? nil : Self.words("2025.10.16")
        }?.description == "2025-10-16")
        readings = 0
        #expect(try PrintTextReader.checkedDay(in: first, latest: latest) { _ in
            readings += 1
            if readings == 1 { throw TextRecognitionError.failed(reason: "past its deadline") }
            return Self.words("2025.10.16")
        }?.description == "2025-10-16")
        #expect(throws: TextRecognitionError.unavailable(reason: "no engine")) {
            try PrintTextReader.checkedDay(in: first, latest: latest) { _ in throw TextRecognitionError.unavailable(reason: "no engine") }
        }
        // No day in the band: nothing to confirm, nothing read again.
        var reread = false
        #expect(try PrintTextReader.checkedDay(in: Self.words("harufilm"), latest: latest) { _ in
            reread = true
            return Self.words("2025.10.16")
        } == nil)
        #expect(!reread)
    }

    /// What a reading of a band names, of a brand and a day, decides whether its other grey image
    /// is read too (under two) and which is kept (the one naming more).
    @Test func aReadingCountsTheBrandAndTheDayItNames() {
        let brands = BoothBrands.printedNames
        func count(_ line: String, brandFound: Bool = false) -> Int {
            PrintTextReader.namedCount(Self.words(line), brands: brands, latest: Self.latest, brandFound: brandFound)
        }
        #expect(count("harufilm 2025.10.16") == 2)
        #expect(count("Mose NATURE 2023.02.17") == 1)
        #expect(count("PHOTO SIGNATURE") == 1)
        #expect(count("Mose NATURE") == 0)
        // A brand another band named counts for this one.
        #expect(count("2023.02.17", brandFound: true) == 2)
    }

    /// Tesseract reads `2025 / 10 / 16` as five words; the lone slashes are kept, noise is not.
    @Test func aDaysSeparatorsStandingAloneAreKept() {
        let words = ["2025", "/", "10", "/", "16", "~"].map { RecognizedWord(line: 0, confidence: 90, text: $0) }
        let lines = PrintTextReader.lines(of: words)
        #expect(lines == ["2025 / 10 / 16"])
        #expect(Self.read(lines).day?.description == "2025-10-16")
    }

    @Test func theFirstDayInReadingOrderIsTaken() {
        #expect(Self.read(["2024.01.02", "2025.10.16"]).day?.description == "2024-01-02")
    }

    @Test func theBandsAroundTheCutsAreReadNotTheCuts() {
        // A 1x4 strip 600 x 1800 with a band of 300 below the cuts and thin margins beside them.
        let cuts = (0..<4).map { PixelBox(x: 30, y: 30 + $0 * 370, width: 540, height: 360) }
        let print = BoothPrint(layout: .init(rows: 4, columns: 1), frame: Colour(red: 255, green: 255, blue: 255), cuts: cuts)
        let bands = PrintTextReader.bands(of: print, displayWidth: 600, displayHeight: 1800)
        // Margins of 30 pixels are thinner than a band booths give a line of text: the band
        // below is the only one read whatever it holds; the margin above only if it holds ink.
        #expect(bands.filter { !$0.isThinMargin }.count == 1)
        #expect(bands.filter(\.isThinMargin).map(\.y) == [0])
        let below = bands.first { !$0.isThinMargin }
        #expect(below.map { !$0.turned && $0.y >= 1500 && $0.y + $0.height == 1800 } == true)
        #expect(bands.allSatisfy { band in cuts.allSatisfy { cut in band.intersection(with: cut) == 0 } })
        // It runs the print's whole width, past the cuts, where a line may start or end.
        #expect(below.map { $0.x == 0 && $0.width == 600 && (15...30).contains($0.beside.lowerBound) && (570...585).contains($0.beside.upperBound) } == true)
    }

    /// Text Tesseract is sure of (a Hangul syllable, three letters or digits) keeps a band's lines;
    /// a pattern read as scraps of letters, however sure one short scrap is, does not (confidences
    /// as Tesseract gave them on seed 162's brand and seed 165's glitter).
    @Test func onlyTextTesseractIsSureOfKeepsABandsLines() {
        func word(_ text: String, _ confidence: Int) -> RecognizedWord { RecognizedWord(line: 0, confidence: confidence, text: text) }
        #expect(PrintTextReader.holdsSureText([word("네", 93), word("컷", 93), word("의", 89), word("순간", 97)]))
        #expect(PrintTextReader.holdsSureText([word("snap", 91), word("studio", 90)]))
        #expect(PrintTextReader.holdsSureText([word("2023.01.02", 88)]))
        #expect(!PrintTextReader.holdsSureText([word("주는", 43), word("조개", 30), word("ae", 20)]))
        #expect(!PrintTextReader.holdsSureText([word("oe", 95), word("……", 85), word("소노", 11)]))
    }

    @Test func aMarginAsThinAsTheOthersIsReadOnlyWhenItHoldsInk() {
        // A 2x2 sheet 1,800 x 2,400 whose four margins are all 32 pixels: no band booths give a
        // line of text, but the margins above and below may carry a day in small figures.
        let cuts = [(32, 32), (912, 32), (32, 1216), (912, 1216)].map { PixelBox(x: $0.0, y: $0.1, width: 856, height: 1152) }
        let print = BoothPrint(layout: .init(rows: 2, columns: 2), frame: Colour(red: 30, green: 30, blue: 30), cuts: cuts)
        let bands = PrintTextReader.bands(of: print, displayWidth: 1800, displayHeight: 2400)
        #expect(bands.count == 2 && bands.allSatisfy(\.isThinMargin))
        #expect(bands.allSatisfy { band in cuts.allSatisfy { cut in band.intersection(with: cut) == 0 } })
        let blank = PrintTextReader.BandPixels(ink: [UInt8](repeating: 255, count: 1000), lightness: [], darkFrame: true, width: 100, height: 10)
        var inked = blank
        for index in stride(from: 0, to: 1000, by: 40) { inked.ink[index] = 0 }
        #expect(!PrintTextReader.holdsInk(blank))
        #expect(PrintTextReader.holdsInk(inked))
    }

    @Test func aBandAlongItsLengthEndsWhereTheFrameDoes() {
        // A band 40 columns long and 10 rows deep: a hand (no frame) in columns 0 to 4, frame up
        // to column 30 with a letter across most of its rows in columns 7 to 9, then a table
        // from column 30 on.
        var frame = [Bool](repeating: false, count: 40 * 10)
        for row in 0..<10 {
            for column in 5..<30 { frame[row * 40 + column] = !((7...9).contains(column) && row > 1) }
        }
        #expect(PrintTextReader.frameColumns(frame, width: 40, height: 10, beside: 12..<20) == 5..<30)
        // A letter across the band's whole depth is not frame either, but two columns of it do
        // not end the band.
        for row in 0..<10 { frame[row * 40 + 8] = false; frame[row * 40 + 9] = false }
        #expect(PrintTextReader.frameColumns(frame, width: 40, height: 10, beside: 12..<20) == 5..<30)
        // A stretch beside the cuts partly outside the band is taken within it.
        #expect(PrintTextReader.frameColumns(frame, width: 40, height: 10, beside: -5..<20) == 0..<30)
        // Nothing beside the cuts to start from: the band as it is.
        #expect(PrintTextReader.frameColumns(frame, width: 40, height: 10, beside: 0..<0) == 0..<40)
    }
}

private extension PrintTextReader.Band {
    func intersection(with box: PixelBox) -> Int {
        PixelBox(x: x, y: y, width: width, height: height).intersection(with: box)
    }
}

/// Prints read side by side, as an import reads them: more threads than Tesseract engines are
/// made share them, and every thread reads what it would alone.
@Suite struct PrintTextConcurrencyTests {
    @Test func moreThreadsThanEnginesEachReadTheWholePrint() throws {
        let path = Fixture.path("text/harufilm-day.jpg")
        let analysis = try ImageAnalyzer.analyze(fileAt: path, readingTextFor: BoothBrands.printedNames)
        let print = try #require(analysis.print)
        let results = Mutex([PrintText?](repeating: nil, count: 12))
        DispatchQueue.concurrentPerform(iterations: 12) { index in
            let text = try? PrintTextReader.text(
                fileAt: path, print: print, orientation: 1, displayWidth: analysis.width, displayHeight: analysis.height,
                brands: BoothBrands.printedNames, latest: CalendarDay(year: 2026, month: 11, day: 27)!
            )
            results.withLock { $0[index] = text }
        }
        let texts = results.withLock { $0 }
        #expect(texts.allSatisfy { $0?.brand == "하루필름" && $0?.day?.description == "2025-10-16" }, "\(texts)")
    }
}
