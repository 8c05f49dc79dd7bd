import PokiSystem

/// Reads the words a booth print carries on its frame: the brand line and the day booths print in
/// the band below (or above) the cuts, or along the side of a wide strip.
///
/// Only the bands are read, each scaled so that its text is as tall as Tesseract reads best; the
/// cuts, where people and their props are, never go to the OCR engine.
public enum PrintTextReader {
    /// How thick a band is made for the engine, in pixels: a brand line of a quarter of it has
    /// capitals of 40 or more, and a day under it in small figures still 20 or so, as tall as
    /// Tesseract reads best. Thinner bands read fewer brands and days on the development prints,
    /// thicker ones no more, slower (Documentation/Benchmarks.md, "The words on a print"); 180 read
    /// as many Latin names and days but misread Hangul (`2024년 5월 3일` as `5 원 3 일` in
    /// Fixtures/text): Hangul's strokes need the larger bands.
    static let bandThickness = 240
    /// Most a thin band (a small file's brand line a few pixels tall) is enlarged for the engine,
    /// but for the larger readings that confirm a day (``confirmingReadings``).
    static let maximumEnlargement = 3.0
    /// Least share of the cuts' long side a band must span to hold a line of text.
    static let leastBandShare = 0.03
    /// Least confidence (0…100) of a word kept; below it, Tesseract has read a pattern or a QR code.
    static let leastConfidence = 25
    /// Another reading of a band, made to confirm the day the first named.
    enum ConfirmingReading: Equatable {
        /// The grey image read first, made `factor` times as large.
        case larger(by: Double)
        /// The band's light image, as large as the first, when its ink image was read first and kept.
        case otherImage
    }
    /// The readings of a band that may confirm the day it names, in order: the same image half as
    /// large again, the other image, then the first a quarter and twice as large. A day is taken
    /// when one of them names it too (three, on a photographed print: ``photographedConfirmations``);
    /// the readings after the one that settles it are not made, so the third and fourth are read
    /// only for a day the first two left unconfirmed. Each size misreads different digits.
    static let confirmingReadings: [ConfirmingReading] = [.larger(by: 1.5), .otherImage, .larger(by: 1.25), .larger(by: 2)]
    /// How many of ``confirmingReadings`` must name a photographed print's day: a blurred digit is
    /// misread the same way by two readings now and then (`16.07.10` for `19.07.10`), seldom by three.
    static let photographedConfirmations = 3
    /// Confidence from which a Latin word read in English is taken for Latin, and its band is not
    /// read again in Korean.
    static let sureConfidence = 85
    /// Least height of a band once cut back to the frame, in the engine's pixels: a line of text
    /// shorter than this is not legible.
    static let leastLineHeight = 20
    /// Farthest a pixel of the frame is from one of the frame's colours, in RGB units (0…441):
    /// wide enough for the light falling unevenly on a photographed paper.
    static let frameDistance = 60
    /// How far from the frame's colours a pixel is full ink, in RGB units.
    static let inkDistance = 120

    /// Why prints' text could not be read in this process (Tesseract or its Korean and English data
    /// not installed), once a read was tried; nil when every read could be tried. Commands say it
    /// once, as a note.
    public static var unavailable: TextRecognitionError? { TextRecognizer.unavailable }

    /// What the frame of `print` (found in the image at `path`, `displayWidth` x `displayHeight`
    /// once EXIF `orientation` is applied) says: its lines, top band first, and the brand of
    /// `brands` (names as printed, by label) they name, and the first day not after `latest` that
    /// a second reading of its band names too (``checkedDay(in:latest:confirmations:reread:)``).
    ///
    /// Each band is read in English first, which reads Latin brands and days in a third of the
    /// time Korean and English together take; a band that names no brand and holds words
    /// Tesseract is unsure of (Hangul read as Latin) is read again in Korean, and the surer reading
    /// of each line is kept, or both put together (``surerLines(_:_:latest:)``). A band whose ink
    /// image does not name both a brand and a day (a brand another band named counts) has its
    /// plain lightness read too, kept when it names more (``namedCount(_:brands:latest:brandFound:)``),
    /// and on a patterned frame, while still short of both, the darkest and middle levels of its
    /// ink that lie as a line of text does (``BandImage``).
    ///
    /// A print photographed on `paper` is read on the paper turned upright (resampled from the
    /// file at the size its bands need), its bands around the cuts as the detector found them on
    /// it: the upright boxes around turned cuts take the table in, and a line turned a few
    /// degrees is one Tesseract misreads.
    public static func text(
        fileAt path: String, print: BoothPrint, paper: PhotographedPaper? = nil, orientation: Int, displayWidth: Int, displayHeight: Int,
        brands: [String: [String]], latest: CalendarDay
    ) throws -> PrintText {
        if let paper, let text = try text(
            fileAt: path, print: print, onPaper: paper, orientation: orientation, displayWidth: displayWidth, displayHeight: displayHeight,
            brands: brands, latest: latest
        ) {
            return text
        }
        let bands = self.bands(of: print, displayWidth: displayWidth, displayHeight: displayHeight)
        guard let thickest = bands.map(\.thickness).max() else { return PrintText(lines: []) }
        let sample = try self.sample(fileAt: path, displayWidth: displayWidth, displayHeight: displayHeight, thickest: thickest)
        return try read(
            bands, of: print, in: sample, orientation: orientation, displayWidth: displayWidth, photographed: false, brands: brands, latest: latest
        )
    }

    /// The file at `path` decoded so that its thickest band, `thickest` display pixels, is at most
    /// ``bandThickness`` thick (a thinner band is read from the file's own pixels, enlarged).
    private static func sample(fileAt path: String, displayWidth: Int, displayHeight: Int, thickest: Int) throws -> SampleImage {
        let scale = min(1, Double(bandThickness) / Double(thickest))
        let longSide = Int((Double(max(displayWidth, displayHeight)) * scale).rounded(.up))
        return try ImageDecoder.decode(fileAt: path, sampleLongSide: max(longSide, 1)).sample
    }

    /// What the frame of `print`, photographed on `paper`, says, read on the paper turned upright
    /// as ``text(fileAt:print:paper:orientation:displayWidth:displayHeight:brands:latest:)`` tells;
    /// nil when the paper's corners make no quadrilateral at the size read (the upright boxes are read then).
    private static func text(
        fileAt path: String, print: BoothPrint, onPaper paper: PhotographedPaper, orientation: Int, displayWidth: Int, displayHeight: Int,
        brands: [String: [String]], latest: CalendarDay
    ) throws -> PrintText? {
        guard let quadrilateral = paper.quadrilateral(scaledBy: 1) else { return nil }
        // The paper at the display's scale: its bands, and so the size the file is decoded to.
        let onPaper = BoothPrint(
            layout: print.layout, frame: print.frame, cuts: paper.cutBoxes(width: quadrilateral.width, height: quadrilateral.height),
            frameStyle: print.frameStyle
        )
        let bands = self.bands(of: onPaper, displayWidth: quadrilateral.width, displayHeight: quadrilateral.height)
        guard let thickest = bands.map(\.thickness).max() else { return PrintText(lines: []) }
        let sample = try self.sample(fileAt: path, displayWidth: displayWidth, displayHeight: displayHeight, thickest: thickest)
        let upright = ImageAnalyzer.displaySize(width: sample.width, height: sample.height, orientation: orientation)
        guard let scaled = paper.quadrilateral(scaledBy: Double(upright.width) / Double(max(displayWidth, 1))) else { return nil }
        // Fetched where each pixel is stored: a full-size sample is not turned whole.
        let flat = WorkingImage.rectified(scaled, inStored: sample, orientation: orientation)
        let flatPrint = BoothPrint(
            layout: print.layout, frame: print.frame, cuts: paper.cutBoxes(width: flat.width, height: flat.height), frameStyle: print.frameStyle
        )
        return try read(
            self.bands(of: flatPrint, displayWidth: flat.width, displayHeight: flat.height), of: flatPrint,
            in: SampleImage(width: flat.width, height: flat.height, rgba: flat.rgba), orientation: 1, displayWidth: flat.width, photographed: true,
            brands: brands, latest: latest
        )
    }

    /// What `bands` of `print`'s frame say, as ``text(fileAt:print:paper:orientation:displayWidth:displayHeight:brands:latest:)``
    /// reads them, on `sample` (the file decoded, in its stored orientation; `orientation` turns it
    /// to the display's, `displayWidth` wide, whose pixels `print`'s cuts and the bands are in).
    private static func read(
        _ bands: [Band], of print: BoothPrint, in sample: SampleImage, orientation: Int, displayWidth: Int, photographed: Bool,
        brands: [String: [String]], latest: CalendarDay
    ) throws -> PrintText {
        guard let thickest = bands.map(\.thickness).max() else { return PrintText(lines: []) }
        // A band thinner than the engine wants is enlarged, from the pixels of a sample of its size.
        let enlargement = min(maximumEnlargement, max(1, Double(bandThickness) / Double(thickest)))
        var lines: [String] = []
        var brand: String?
        var failure: TextRecognitionError?, bandsRead = 0
        let frameColours = print.frameStyle.map(\.colours).flatMap { $0.isEmpty ? nil : $0 } ?? [print.frame]
        let patternColours = marginColours(of: print, in: sample, orientation: orientation, displayWidth: displayWidth)
            .filter { colour in frameColours.allSatisfy { distance(Int(colour.red), Int(colour.green), Int(colour.blue), from: [$0]) > Double(frameDistance) / 2 } }
        var day: CalendarDay?
        // The levels of a band's ink are read on a patterned frame only: elsewhere the ink is two-toned already.
        let otherImages = BandImage.others.filter { $0 == .light || print.frameStyle?.kind == .pattern }
        for band in bands {
            var pixels = greyPixels(
                of: band, in: sample, orientation: orientation, displayWidth: displayWidth, enlargement: enlargement,
                frameColours: frameColours, patternColours: patternColours
            )
            guard pixels.height >= leastLineHeight, !band.isThinMargin || holdsInk(pixels) else { continue }
            var words: [RecognizedWord]
            var kept = BandImage.ink
            do {
                words = try self.words(in: pixels.ink, width: pixels.width, height: pixels.height, brandFound: brand != nil, brands: brands, latest: latest)
                var named = namedCount(words, brands: brands, latest: latest, brandFound: brand != nil)
                // Ink made from the frame's colours missed it, or part of it: the band's other
                // images are read in turn while it names less than a brand and a day, each kept
                // when it names more (``BandImage``).
                for image in otherImages where named < 2 {
                    guard let grey = pixels.grey(image) else { continue }
                    let other = try self.words(in: grey, width: pixels.width, height: pixels.height, brandFound: brand != nil, brands: brands, latest: latest)
                    let otherNamed = namedCount(other, brands: brands, latest: latest, brandFound: brand != nil)
                    if otherNamed > named {
                        words = other
                        kept = image
                        named = otherNamed
                    }
                }
                if day == nil {
                    day = try checkedDay(in: words, latest: latest, confirmations: photographed ? photographedConfirmations : 1) { reading in
                        switch reading {
                        case let .larger(by: factor):
                            var again = greyPixels(
                                of: band, in: sample, orientation: orientation, displayWidth: displayWidth,
                                enlargement: enlargement * factor, frameColours: frameColours, patternColours: patternColours
                            )
                            guard let grey = again.grey(kept) else { return nil }
                            return try self.words(in: grey, width: again.width, height: again.height, brandFound: true, brands: brands, latest: latest)
                        case .otherImage:
                            // The light image, read afresh as a second reading. A band whose
                            // other image was kept has its ink's reading only, made alongside the
                            // first and apt to share its misreadings: it confirms nothing.
                            guard kept == .ink else { return nil }
                            return try self.words(in: pixels.light, width: pixels.width, height: pixels.height, brandFound: true, brands: brands, latest: latest)
                        }
                    }
                }
            } catch let error as TextRecognitionError {
                // A band Tesseract failed on (past its deadline) leaves the others' words standing.
                guard case .failed = error else { throw error }
                failure = failure ?? error
                continue
            }
            bandsRead += 1
            // A band that names neither brand nor day and holds no text Tesseract is sure of is
            // a pattern read as letters (`ae / 조개 / 건` on glitter): its lines are not the print's.
            let bandLines = self.lines(of: words)
            if holdsSureText(words) || PrintedBrand.label(in: bandLines, names: brands) != nil || PrintedDay.day(in: bandLines, latest: latest) != nil {
                lines += bandLines
            }
            brand = brand ?? PrintedBrand.label(in: lines, names: brands)
        }
        if let failure, bandsRead == 0 { throw failure }
        return PrintText(lines: lines, brand: PrintedBrand.label(in: lines, names: brands), day: day)
    }

    /// The day `words` (one band's) name first, when `confirmations` other readings of the band
    /// name it too, anywhere in them (``confirmingReadings``; `reread(reading)` makes one, or gives
    /// nil for one not to make): a digit misread is a wrong day, not a missing one, and a misread
    /// digit seldom comes out twice. On a photographed print, blurred, it does (`16.07.10` for
    /// `19.07.10` in two readings of three): there three must agree (``photographedConfirmations``),
    /// so a band with another image than its ink kept needs all three sizes, and one with fewer than three
    /// readings (readings failed) names no day. A reading
    /// Tesseract failed on (``TextRecognitionError/failed(reason:)``, past its deadline: the
    /// larger image is the likeliest to be) confirms nothing, and the band's own words stand; any
    /// other error is thrown. Readings that could no longer make up the confirmations are not made.
    static func checkedDay(
        in words: [RecognizedWord], latest: CalendarDay, confirmations: Int = 1, reread: (ConfirmingReading) throws -> [RecognizedWord]?
    ) throws -> CalendarDay? {
        guard let read = PrintedDay.day(in: lines(of: words), latest: latest) else { return nil }
        var confirmed = 0
        for (index, reading) in confirmingReadings.enumerated() {
            guard confirmed + confirmingReadings.count - index >= confirmations else { return nil }
            let again: [RecognizedWord]?
            do {
                again = try reread(reading)
            } catch let error as TextRecognitionError {
                guard case .failed = error else { throw error }
                continue
            }
            guard let again else { continue }
            // A sheet of two strips names its day twice: one of the two read right confirms it.
            if PrintedDay.days(in: lines(of: again), latest: latest).contains(read) {
                confirmed += 1
                if confirmed >= confirmations { return read }
            }
        }
        return nil
    }

    /// The words in one grey image of a band: read in English, and again in Korean when that
    /// reading names no brand (none was found before, and no word of it is sure) or no day, and
    /// holds signs Tesseract is unsure of; line by line, the two as ``surerLines(_:_:latest:)`` chooses.
    static func words(
        in grey: [UInt8], width: Int, height: Int, brandFound: Bool, brands: [String: [String]], latest: CalendarDay
    ) throws -> [RecognizedWord] {
        let english = try TextRecognizer.words(inGrey: grey, width: width, height: height, language: .english)
        let englishLines = lines(of: english)
        let noBrand = !brandFound && PrintedBrand.label(in: englishLines, names: brands) == nil && !holdsSureWord(english)
        let noDay = PrintedDay.day(in: englishLines, latest: latest) == nil
        guard (noBrand && unsureSigns(in: english, digitsOnly: false) >= 2) || (noDay && unsureSigns(in: english, digitsOnly: true) >= 2) else {
            return english
        }
        let korean = try TextRecognizer.words(inGrey: grey, width: width, height: height, language: .korean)
        return surerLines(english, korean, latest: latest)
    }

    /// How many of a brand of `brands` (or one found in another band already) and a day `words`
    /// name, 0 to 2.
    static func namedCount(_ words: [RecognizedWord], brands: [String: [String]], latest: CalendarDay, brandFound: Bool) -> Int {
        let lines = lines(of: words)
        let brand = brandFound || PrintedBrand.label(in: lines, names: brands) != nil
        return (brand ? 1 : 0) + (PrintedDay.day(in: lines, latest: latest) != nil ? 1 : 0)
    }

    /// Whether Tesseract is sure of a word of three letters or more among `words` (`four`,
    /// `cuts`): a band it read, not Hangul read as Latin noise.
    static func holdsSureWord(_ words: [RecognizedWord]) -> Bool {
        words.contains { word in
            word.confidence >= sureConfidence && word.text.unicodeScalars.filter { $0.properties.isAlphabetic }.count >= 3
        }
    }

    /// Whether Tesseract is sure of a word among `words` that holds three letters or digits, or
    /// a Hangul syllable (`snap studio`, `네 컷 의 순간`): text, where a pattern read as letters
    /// gives words it is far less sure of (`조개` at 30 or so).
    static func holdsSureText(_ words: [RecognizedWord]) -> Bool {
        words.contains { word in
            let signs = word.text.unicodeScalars
            return word.confidence >= sureConfidence
                && (signs.filter(\.isLetterOrDigit).count >= 3 || signs.contains(where: \.isHangulSyllable))
        }
    }

    /// The letters and digits (or the digits alone) of the words Tesseract is unsure of: Hangul
    /// read in English comes out as a few such signs (`2024년 10월 9일` as `20244 108`).
    static func unsureSigns(in words: [RecognizedWord], digitsOnly: Bool) -> Int {
        words.filter { $0.confidence < sureConfidence }.map { word in
            word.text.unicodeScalars.filter { ("0"..."9").contains($0) || (!digitsOnly && $0.properties.isAlphabetic) }.count
        }.reduce(0, +)
    }

    /// Line by line, the reading Tesseract is surer of (`english` or `korean`): a band may hold a
    /// Latin brand over a Korean day. A line holding both, which English reads with a sure Latin
    /// word and the day's 년, 월 and 일 as digits (`PICDOT 20254 93 282`) and Korean with the day
    /// right and the Latin word garbled, is put together word by word (``mergedLine(_:_:)``)
    /// when only that names a day.
    static func surerLines(_ english: [RecognizedWord], _ korean: [RecognizedWord], latest: CalendarDay) -> [RecognizedWord] {
        let lines = Set(english.map(\.line)).union(korean.map(\.line)).sorted()
        return lines.flatMap { line in
            let one = english.filter { $0.line == line }, other = korean.filter { $0.line == line }
            if PrintedDay.day(in: self.lines(of: one), latest: latest) == nil, let merged = mergedLine(one, other),
               PrintedDay.day(in: self.lines(of: merged), latest: latest) != nil {
                return merged
            }
            return meanConfidence(of: other) > meanConfidence(of: one) ? other : one
        }
    }

    /// One line read in English (`english`) and in Korean (`korean`), put together: the sure
    /// Latin words of the English reading (``holdsSureWord(_:)``), and the Korean reading's
    /// words beside them, in order across the line; nil when the English reading has no sure
    /// Latin word, or a word lacks its box.
    static func mergedLine(_ english: [RecognizedWord], _ korean: [RecognizedWord]) -> [RecognizedWord]? {
        let sure = english.filter { holdsSureWord([$0]) }
        guard !sure.isEmpty, (english + korean).allSatisfy({ $0.right > $0.left }) else { return nil }
        let beside = korean.filter { word in !sure.contains { $0.overlaps(word) } }
        return (sure + beside).sorted { $0.left < $1.left }
    }

    private static func meanConfidence(of words: [RecognizedWord]) -> Int {
        words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / words.count
    }

    /// A part of the frame that may hold text, in display pixels; `turned` when its text runs
    /// along a side, bottom to top.
    struct Band: Equatable {
        var x: Int, y: Int, width: Int, height: Int
        var turned: Bool
        /// Whether the band's first upright row is the one beside the cuts (below them, or right of them).
        var nearCutsFirst: Bool
        /// The stretch along the band beside the cuts, in display pixels (x for a band above or
        /// below them, y for one beside them): the band reaches past it on either side as far as
        /// the frame does (``greyPixels(of:in:orientation:displayWidth:enlargement:frameColours:patternColours:)``),
        /// since a line of text may start or end nearer the print's edge than the cuts do.
        var beside: Range<Int>
        /// Whether the band is a margin thinner than a band booths give a line of text
        /// (``leastBandShare``), read only when it holds ink (``holdsInk(_:)``): some booths print
        /// their day in small figures in a margin no wider than the others.
        var isThinMargin = false
        var thickness: Int { turned ? width : height }
    }

    /// The frame's bands around the cuts: below, above, and, when thick enough to hold a line of
    /// text, to the right and left (read turned). The bands below and above run along the cuts and
    /// past them, as far as the frame goes (``greyPixels(of:in:orientation:displayWidth:enlargement:frameColours:patternColours:)``),
    /// so a line set nearer the print's edge than the cuts is read whole; the corners are theirs,
    /// and the bands beside the cuts stay beside them. A margin above or below thinner than a band
    /// that holds a line (``leastBandShare``) is a band too, read only when it holds ink
    /// (``Band/isThinMargin``).
    static func bands(of print: BoothPrint, displayWidth: Int, displayHeight: Int) -> [Band] {
        guard let cuts = PixelBox.enclosing(print.cuts) else { return [] }
        let left = cuts.x, top = cuts.y, right = cuts.x + cuts.width, bottom = cuts.y + cuts.height
        let cutSide = print.cuts.map { max($0.width, $0.height) }.sorted()[print.cuts.count / 2]
        // A band reaches as far from the cuts (and along them, past their ends) as the text on
        // real prints does, not across a table.
        let reach = max(1, cutSide * 4 / 5)
        let least = max(12, Int(Double(max(right - left, bottom - top)) * leastBandShare))
        // The cuts' edges (a box found a pixel or two loose, a rounded corner) are left out.
        let inset = max(1, least / 6)
        // The stretch beside the cuts, a little past them (their box may be found a pixel or two tight).
        let pad = max(2, (right - left) / 40), padY = max(2, (bottom - top) / 40)
        var bands: [Band] = []
        let x0 = max(0, left - reach), x1 = max(x0, min(displayWidth, right + reach))
        let y0 = max(0, top - padY), y1 = max(y0, min(displayHeight, bottom + padY))
        let besideStart = max(0, left - pad), besideX = besideStart..<max(besideStart, min(displayWidth, right + pad))
        let above = (from: max(0, top - reach), to: top - inset)
        let below = (from: bottom + inset, to: min(displayHeight, bottom + reach))
        let before = (from: max(0, left - reach), to: left - inset)
        let after = (from: right + inset, to: min(displayWidth, right + reach))
        // Above and below: a band that holds a line, else the margin, however thin, if it may hold ink.
        for (span, margin, nearCutsFirst) in [(above, (from: above.from, to: top), false), (below, (from: bottom, to: below.to), true)] {
            let isThinMargin = span.to - span.from < least
            guard let span = isThinMargin ? thinMargin(from: margin.from, to: margin.to, nearCutsFirst: nearCutsFirst) : span else { continue }
            bands.append(Band(
                x: x0, y: span.from, width: x1 - x0, height: span.to - span.from, turned: false, nearCutsFirst: nearCutsFirst, beside: besideX,
                isThinMargin: isThinMargin
            ))
        }
        if after.to - after.from >= least * 2 { bands.append(Band(x: after.from, y: y0, width: after.to - after.from, height: y1 - y0, turned: true, nearCutsFirst: true, beside: y0..<y1)) }
        if before.to - before.from >= least * 2 { bands.append(Band(x: before.from, y: y0, width: before.to - before.from, height: y1 - y0, turned: true, nearCutsFirst: false, beside: y0..<y1)) }
        return bands
    }

    /// The margin from `from` to `to` (display pixels across it; the cuts' side is `to` above them,
    /// `from` below) less an eighth of it beside the cuts (a box found a pixel or two loose), when
    /// at least ``leastThinMargin`` remains.
    private static func thinMargin(from: Int, to: Int, nearCutsFirst: Bool) -> (from: Int, to: Int)? {
        let inset = max(1, (to - from) / 8)
        let margin = nearCutsFirst ? (from: from + inset, to: to) : (from: from, to: to - inset)
        return margin.to - margin.from >= leastThinMargin ? margin : nil
    }

    /// Least thickness of a thin margin read for its text, in display pixels.
    static let leastThinMargin = 8

    /// Whether a thin margin's pixels hold something other than the frame: at least
    /// ``leastInkShare`` of them ink, more than about half ``inkDistance`` from the frame's colours
    /// (a value under 128 in ``BandPixels/ink``).
    static func holdsInk(_ pixels: BandPixels) -> Bool {
        guard !pixels.ink.isEmpty else { return false }
        let inked = pixels.ink.reduce(0) { $0 + ($1 < 128 ? 1 : 0) }
        return Double(inked) >= leastInkShare * Double(pixels.ink.count)
    }

    /// Least share of a thin margin that must be ink for it to be read (``holdsInk(_:)``).
    static let leastInkShare = 0.01

    /// Least share of the gaps' pixels a colour must cover to count as one of the frame's.
    static let leastMarginShare = 0.04
    /// Least pixels the gaps between the cuts must show for their colours to count: a few
    /// pixels of a thin gap may be a cut's edge or a printed outline.
    static let leastMarginPixels = 200
    /// Most colours taken from the gaps: a ground and its dots' few colours.
    static let mostMarginColours = 4
    /// Colours of the gaps closer than this (RGB units) are one colour split between bins.
    static let sameMarginColour = 24.0

    /// The colours of the frame where it carries no text, between the cuts, most common first,
    /// each covering at least ``leastMarginShare`` of those pixels. A dotted or flowered frame
    /// whose style reads as plain (its dots too sparse) shows its dots' colours here, so that the
    /// bands' dots are not taken for ink. Beside the cuts is left out: there may lie the table
    /// under a photographed print.
    static func marginColours(of print: BoothPrint, in sample: SampleImage, orientation: Int, displayWidth: Int) -> [Colour] {
        guard let cuts = PixelBox.enclosing(print.cuts) else { return [] }
        let left = cuts.x, top = cuts.y, right = cuts.x + cuts.width, bottom = cuts.y + cuts.height
        let (sampleDisplayWidth, sampleDisplayHeight) = ImageAnalyzer.displaySize(width: sample.width, height: sample.height, orientation: orientation)
        let scale = Double(sampleDisplayWidth) / Double(max(displayWidth, 1))
        // Cuts' edges (a box a pixel or two loose, a rounded corner) are left out.
        let inset = max(2, Int((2 / scale).rounded(.up)))
        let step = max(1, Int((1 / scale).rounded(.down)))
        var bins: [Int: (count: Int, red: Int, green: Int, blue: Int)] = [:]
        var total = 0
        for y in stride(from: max(0, top), to: bottom, by: step) {
            for x in stride(from: max(0, left), to: min(displayWidth, right), by: step) {
                let inCut = print.cuts.contains { cut in
                    x >= cut.x - inset && x < cut.x + cut.width + inset && y >= cut.y - inset && y < cut.y + cut.height + inset
                }
                guard !inCut else { continue }
                let sx = min(sampleDisplayWidth - 1, Int(Double(x) * scale)), sy = min(sampleDisplayHeight - 1, Int(Double(y) * scale))
                let stored = Orientation.storedPixel(x: sx, y: sy, orientation: orientation, storedWidth: sample.width, storedHeight: sample.height)
                let index = (stored.y * sample.width + stored.x) * 4
                guard sample.rgba[index + 3] >= 128 else { continue }
                let red = Int(sample.rgba[index]), green = Int(sample.rgba[index + 1]), blue = Int(sample.rgba[index + 2])
                let key = (red >> 4) << 8 | (green >> 4) << 4 | blue >> 4
                let bin = bins[key] ?? (0, 0, 0, 0)
                bins[key] = (bin.count + 1, bin.red + red, bin.green + green, bin.blue + blue)
                total += 1
            }
        }
        guard total >= leastMarginPixels else { return [] }
        var colours: [(colour: Colour, count: Int)] = []
        // Bins by count, then by key: the same file gives the same colours in every process.
        for (_, bin) in bins.sorted(by: { ($0.value.count, $0.key) > ($1.value.count, $1.key) }) {
            let colour = Colour(red: UInt8(bin.red / bin.count), green: UInt8(bin.green / bin.count), blue: UInt8(bin.blue / bin.count))
            if let same = colours.firstIndex(where: { distance(Int(colour.red), Int(colour.green), Int(colour.blue), from: [$0.colour]) <= sameMarginColour }) {
                colours[same].count += bin.count
            } else {
                colours.append((colour, bin.count))
            }
        }
        let common = colours.filter { Double($0.count) >= leastMarginShare * Double(total) }.enumerated()
        return common.sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.prefix(mostMarginColours).map(\.element.colour)
    }

    /// The grey images of a band its words are read from, dark text on light.
    enum BandImage: Equatable {
        /// How far each pixel is from the frame's colours: read first.
        case ink
        /// The band's plain lightness (``BandLightness``): text the colour of a pattern's own.
        case light
        /// One level of the ink image (``InkLevels``): the darkest, letters among a busy frame's
        /// specks; the middle, text between a frame's dark and light colours.
        case inkLevel(InkLevels.Level)

        /// The images read after the ink, in order, while the band names less than a brand and a
        /// day; the levels on a patterned frame only.
        static let others: [BandImage] = [.light, .inkLevel(.darkest), .inkLevel(.middle)]
    }

    /// A band's pixels, upright, a byte each, dark text on light: `ink` is how far each is from
    /// the frame's colours (white where it is the frame's), `light` its lightness.
    struct BandPixels {
        var ink: [UInt8]
        /// The band's plain lightness, light text as light as it is.
        var lightness: [UInt8]
        /// Whether the frame's colours are dark (``BandLightness/readable(_:width:height:darkFrame:)``).
        var darkFrame: Bool
        var width: Int
        var height: Int
        /// `lightness` turned dark on light and its ground evened out, made when first read: most
        /// bands are read from their ink alone.
        lazy var light: [UInt8] = BandLightness.readable(lightness, width: width, height: height, darkFrame: darkFrame)

        /// `ink`'s levels of darkness, split when a level is first read.
        lazy var levels = InkLevels(ink, width: width, height: height)

        /// The band's `image`; nil for a level of the ink that is no line of text (``InkLevels/image(_:)``).
        mutating func grey(_ image: BandImage) -> [UInt8]? {
            switch image {
            case .ink: ink
            case .light: light
            case let .inkLevel(level): levels.image(level)
            }
        }

        init(ink: [UInt8], lightness: [UInt8], darkFrame: Bool, width: Int, height: Int) {
            self.ink = ink
            self.lightness = lightness
            self.darkFrame = darkFrame
            self.width = width
            self.height = height
        }
    }

    /// The band's pixels as grey (Rec. 601 luma), upright and `enlargement` times as large
    /// (bilinear): a turned band is turned a quarter clockwise, so that text running bottom to top
    /// reads left to right. The band ends where the frame does: from the cuts outwards, at the
    /// first lines nine tenths unlike every colour of the frame (the table under a photographed print,
    /// a hand), so that no texture beyond the paper reaches the engine. Along the band, past the
    /// stretch beside the cuts, it ends likewise (``frameColumns(_:width:height:beside:)``): the
    /// pixels returned are those columns'.
    static func greyPixels(
        of band: Band, in sample: SampleImage, orientation: Int, displayWidth: Int, enlargement: Double = 1, frameColours: [Colour],
        patternColours: [Colour] = []
    ) -> BandPixels {
        let (sampleDisplayWidth, sampleDisplayHeight) = ImageAnalyzer.displaySize(width: sample.width, height: sample.height, orientation: orientation)
        let scale = Double(sampleDisplayWidth) / Double(max(displayWidth, 1))
        let x0 = min(sampleDisplayWidth, max(0, Int(Double(band.x) * scale)))
        let y0 = min(sampleDisplayHeight, max(0, Int(Double(band.y) * scale)))
        let x1 = min(sampleDisplayWidth, max(x0, Int((Double(band.x + band.width) * scale).rounded(.up))))
        let y1 = min(sampleDisplayHeight, max(y0, Int((Double(band.y + band.height) * scale).rounded(.up))))
        let bandWidth = x1 - x0, bandHeight = y1 - y0
        guard bandWidth > 0, bandHeight > 0 else { return BandPixels(ink: [], lightness: [], darkFrame: false, width: 0, height: 0) }
        let (sourceWidth, sourceHeight) = band.turned ? (bandHeight, bandWidth) : (bandWidth, bandHeight)
        // The band's upright pixels at the sample's size: luma, and whether each is the frame's.
        var ink = [Int](repeating: 255, count: sourceWidth * sourceHeight)
        var luma = [Int](repeating: 255, count: sourceWidth * sourceHeight)
        // A dark frame's text is light, unless its strokes say otherwise (``BandLightness``).
        let darkFrame = frameColours.map { Int($0.red) * 77 + Int($0.green) * 150 + Int($0.blue) * 29 }.reduce(0, +) < 110 * 256 * frameColours.count
        var frame = [Bool](repeating: false, count: sourceWidth * sourceHeight)
        let inkColours = frameColours + patternColours
        for row in 0..<sourceHeight {
            for column in 0..<sourceWidth {
                // Upright pixel (column, row) is the band's (x, y); turned: x = row, y = from the bottom.
                let x = band.turned ? row : column
                let y = band.turned ? bandHeight - 1 - column : row
                let stored = Orientation.storedPixel(x: x0 + x, y: y0 + y, orientation: orientation, storedWidth: sample.width, storedHeight: sample.height)
                let index = (stored.y * sample.width + stored.x) * 4
                let red = Int(sample.rgba[index]), green = Int(sample.rgba[index + 1]), blue = Int(sample.rgba[index + 2])
                let alpha = Int(sample.rgba[index + 3])
                // A transparent pixel shows as white, as a viewer draws it on a light page.
                // Ink is what the frame is not: white where the pixel is the frame's colour or a
                // colour of its pattern, black from `inkDistance` away, whatever the colours of the
                // frame and its text. Only the frame's own colours tell where the paper ends.
                let away = alpha < 128 ? 0 : distance(red, green, blue, from: frameColours)
                let inkAway = alpha < 128 || patternColours.isEmpty ? away : distance(red, green, blue, from: inkColours)
                ink[row * sourceWidth + column] = 255 - min(255, Int(inkAway * 255 / Double(inkDistance)))
                let lightness = (((red * 77 + green * 150 + blue * 29) >> 8) * alpha + 255 * (255 - alpha)) / 255
                luma[row * sourceWidth + column] = lightness
                frame[row * sourceWidth + column] = away <= Double(frameDistance)
            }
        }
        // The stretch beside the cuts, in upright columns (a turned band's run from its bottom).
        let besideStart = Int(Double(band.beside.lowerBound) * scale), besideEnd = Int((Double(band.beside.upperBound) * scale).rounded(.up))
        let besideFirst = band.turned ? bandHeight - (besideEnd - y0) : besideStart - x0
        let besideLast = band.turned ? bandHeight - (besideStart - y0) : besideEnd - x0
        let beside = max(0, min(besideFirst, sourceWidth))..<max(0, min(besideLast, sourceWidth))
        let columns = frameColumns(frame, width: sourceWidth, height: sourceHeight, beside: beside)
        let width = Int(Double(columns.count) * enlargement), height = Int(Double(sourceHeight) * enlargement)
        var grey = [UInt8](repeating: 255, count: width * height)
        var light = [UInt8](repeating: 255, count: width * height)
        var frameLike = [Int](repeating: 0, count: height)
        for row in 0..<height {
            let sourceY = min(Double(sourceHeight - 1), max(0, (Double(row) + 0.5) / enlargement - 0.5))
            let top = Int(sourceY), bottom = min(top + 1, sourceHeight - 1), down = sourceY - Double(top)
            for column in 0..<width {
                let sourceX = Double(columns.lowerBound) + min(Double(columns.count - 1), max(0, (Double(column) + 0.5) / enlargement - 0.5))
                let left = Int(sourceX), right = min(left + 1, columns.upperBound - 1), across = sourceX - Double(left)
                func blend(_ plane: [Int]) -> UInt8 {
                    let upper = Double(plane[top * sourceWidth + left]) * (1 - across) + Double(plane[top * sourceWidth + right]) * across
                    let lower = Double(plane[bottom * sourceWidth + left]) * (1 - across) + Double(plane[bottom * sourceWidth + right]) * across
                    return UInt8(min(255, max(0, (upper * (1 - down) + lower * down).rounded())))
                }
                grey[row * width + column] = blend(ink)
                light[row * width + column] = blend(luma)
                if frame[Int(sourceY.rounded()) * sourceWidth + Int(sourceX.rounded())] { frameLike[row] += 1 }
            }
        }
        // Rows run away from the cuts from the top for a band below the cuts or right of them.
        let awayFromCuts = band.nearCutsFirst ? Array(0..<height) : Array((0..<height).reversed())
        // A band is cut back only once some of its lines were frame: when the frame's colours do
        // not describe it (a picture frame), it is read whole.
        let unlikeRun = Int(3 * enlargement)
        var unlike = 0, like = 0
        var kept = height
        for (step, row) in awayFromCuts.enumerated() {
            let isFrameRow = frameLike[row] * 10 >= width
            like += isFrameRow ? 1 : 0
            unlike = isFrameRow ? 0 : unlike + 1
            if unlike == unlikeRun, like >= unlikeRun {
                kept = step + 1 - unlikeRun
                break
            }
        }
        let rows = kept < height ? (band.nearCutsFirst ? 0..<kept : (height - kept)..<height) : 0..<height
        let span = rows.lowerBound * width..<rows.upperBound * width
        return BandPixels(
            ink: median3x3(Array(grey[span]), width: width, height: rows.count), lightness: Array(light[span]), darkFrame: darkFrame,
            width: width, height: rows.count
        )
    }

    /// The upright columns of a band (`width` x `height`, `frame` marking its pixels of the
    /// frame's colours) that lie on the frame: `beside` (the stretch beside the cuts) and, on
    /// either side of it, the columns up to the first three in a row under a tenth frame (the
    /// table under a photographed print, a hand; where the frame's colours are not the band's, a
    /// picture frame's, that is `beside`'s ends); all of them when `beside` is empty.
    static func frameColumns(_ frame: [Bool], width: Int, height: Int, beside: Range<Int>) -> Range<Int> {
        let beside = beside.clamped(to: 0..<max(width, 0))
        guard !beside.isEmpty, height > 0 else { return 0..<width }
        func isFrame(_ column: Int) -> Bool {
            var count = 0
            for row in 0..<height where frame[row * width + column] { count += 1 }
            return count * 10 >= height
        }
        func end(from start: Int, by step: Int) -> Int {
            var unlike = 0, column = start
            while column >= 0, column < width {
                unlike = isFrame(column) ? 0 : unlike + 1
                if unlike == unlikeColumns { return column - step * (unlikeColumns - 1) }
                column += step
            }
            return column
        }
        let first = end(from: beside.lowerBound - 1, by: -1) + 1, last = end(from: beside.upperBound, by: 1)
        return first..<max(first + 1, last)
    }

    /// How many columns in a row unlike the frame end a band along its length.
    static let unlikeColumns = 3

    /// How far a pixel's colour is from the frame's colours, in RGB units: from the nearest of
    /// them or of their blends (a gradient's colours between its stops, a pattern's edges, where
    /// a dot's colour fades into the ground).
    static func distance(_ red: Int, _ green: Int, _ blue: Int, from colours: [Colour]) -> Double {
        var nearest = Double.infinity
        for (index, colour) in colours.enumerated() {
            let dr = Double(red - Int(colour.red)), dg = Double(green - Int(colour.green)), db = Double(blue - Int(colour.blue))
            nearest = min(nearest, dr * dr + dg * dg + db * db)
            for other in colours[(index + 1)...] {
                let er = Double(Int(other.red) - Int(colour.red)), eg = Double(Int(other.green) - Int(colour.green))
                let eb = Double(Int(other.blue) - Int(colour.blue))
                let length = er * er + eg * eg + eb * eb
                guard length > 0 else { continue }
                let t = min(1, max(0, (dr * er + dg * eg + db * eb) / length))
                let fr = dr - t * er, fg = dg - t * eg, fb = db - t * eb
                nearest = min(nearest, fr * fr + fg * fg + fb * fb)
            }
        }
        return nearest.squareRoot()
    }

    /// `grey` with each pixel the median of its 3 x 3 neighbourhood: glitter's specks and a
    /// pattern's stray pixels go, strokes of letters a few pixels wide stay.
    static func median3x3(_ grey: [UInt8], width: Int, height: Int) -> [UInt8] {
        guard width >= 3, height >= 3 else { return grey }
        var result = grey
        var window = [UInt8](repeating: 0, count: 9)
        for y in 1..<(height - 1) {
            for x in 1..<(width - 1) {
                var index = 0
                for dy in -1...1 {
                    for dx in -1...1 {
                        window[index] = grey[(y + dy) * width + x + dx]
                        index += 1
                    }
                }
                window.sort()
                result[y * width + x] = window[4]
            }
        }
        return result
    }

    /// Marks booths write between a day's numbers.
    private static let daySeparators: Set<Unicode.Scalar> = [".", "-", "/", "·"]

    /// The words grouped into their lines, each line's words kept only when Tesseract is sure
    /// enough of them and they hold a letter or a digit, or are a day's separator standing
    /// alone (the `/` of `2025 / 10 / 16`).
    static func lines(of words: [RecognizedWord]) -> [String] {
        var lines: [Int: [String]] = [:]
        for word in words where word.confidence >= leastConfidence {
            let text = word.text.trimmingWhitespace()
            let signs = text.unicodeScalars
            let holdsSign = signs.contains(where: \.isLetterOrDigit)
            let separator = !signs.isEmpty && signs.count <= 2 && signs.allSatisfy { daySeparators.contains($0) }
            guard holdsSign || separator else { continue }
            lines[word.line, default: []].append(text)
        }
        return lines.keys.sorted().map { lines[$0]!.joined(separator: " ") }
    }
}
