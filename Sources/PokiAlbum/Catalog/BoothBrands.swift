/// The photo-booth brands poki knows without being told, as the original app listed them.
public enum BoothBrands {
    /// The tag for a photo whose booth is not one of the brands; the default of `poki add`.
    public static let unclassified = Tag(label: "비분류 브랜드", image: "brand-unclassified")

    /// Every built-in brand, in the original app's order, then those poki added, ``unclassified`` last.
    public static let all: [Tag] = [
        Tag(label: "인생네컷", image: "brand-lifefourcuts"),
        Tag(label: "하루필름", image: "brand-harufilm"),
        Tag(label: "셀픽스", image: "brand-selpix"),
        Tag(label: "포토아이브", image: "brand-photoive"),
        Tag(label: "포토그레이", image: "brand-photogray"),
        Tag(label: "포토 시그니쳐", image: "brand-photosignature"),
        Tag(label: "포토드링크", image: "brand-photodrink"),
        Tag(label: "포토이즘", image: "brand-photoism"),
        Tag(label: "모노맨션", image: "brand-monomansion"),
        Tag(label: "플레이인더박스", image: "brand-playinthebox"),
        // Brands poki recognises by their QR links' hosts (Documentation/BoothLinks.md).
        Tag(label: "픽닷", image: "brand-picdot"),
        Tag(label: "돈룩업", image: "brand-dontlookup"),
        unclassified,
    ]

    /// The names people type for each brand in Latin letters (its romanisation, its English name,
    /// its short form), by the brand's label. ``brand(named:)`` accepts them in any case, with or
    /// without spaces, hyphens and underscores; the album stores the Korean label.
    public static let aliases: [String: [String]] = [
        "인생네컷": ["life4cuts", "lifefourcuts", "life4cut", "insaengnecut"],
        "하루필름": ["harufilm"],
        "셀픽스": ["selpix", "selfix"],
        "포토아이브": ["photoive"],
        "포토그레이": ["photogray", "photogrey"],
        "포토 시그니쳐": ["photosignature", "signature"],
        "포토드링크": ["photodrink"],
        "포토이즘": ["photoism"],
        "모노맨션": ["monomansion"],
        "플레이인더박스": ["playinthebox", "pitb"],
        "픽닷": ["picdot"],
        "돈룩업": ["dontlookup", "dontlxxkup"],
        "비분류 브랜드": ["unclassified"],
    ]

    /// The names a print may carry for each brand, by label: the label itself, its ``aliases``
    /// and the spellings booths print (`포토시그니처`); what ``ImageAnalyzer`` reads a print's
    /// brand among (``PrintText/brand``).
    public static let printedNames: [String: [String]] = {
        var names: [String: [String]] = [:]
        for brand in all where brand != unclassified {
            names[brand.label] = [brand.label] + (aliases[brand.label] ?? []) + (printedSpellings[brand.label] ?? [])
        }
        return names
    }()

    /// Spellings on prints that are neither a label nor an alias.
    private static let printedSpellings: [String: [String]] = [
        "포토 시그니쳐": ["포토시그니처", "photo signature"],
        "플레이인더박스": ["play in the box"],
        "돈룩업": ["dont look up", "don't lxxk up"],
    ]

    /// The built-in brand with this label (compared after NFC), if any.
    public static func brand(labelled label: String) -> Tag? {
        let normalized = Tag.normalized(label)
        return all.first { $0.label == normalized }
    }

    /// The built-in brand one of whose ``aliases`` `name` is (`Photoism`, `life-4-cuts`), if any.
    public static func brand(aliased name: String) -> Tag? {
        let key = aliasKey(name)
        guard !key.isEmpty, let label = aliases.first(where: { $0.value.contains(key) })?.key else { return nil }
        return brand(labelled: label)
    }

    /// `name` lowercased without spaces, hyphens and underscores, as aliases are compared.
    private static func aliasKey(_ name: String) -> String {
        String(Tag.normalized(name).lowercased().unicodeScalars.filter { !" \t-_".unicodeScalars.contains($0) })
    }
}
