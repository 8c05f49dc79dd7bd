/// The photo-booth brands poki knows without being told, as the original app listed them.
public enum BoothBrands {
    /// The tag for a photo whose booth is not one of the brands; the default of `poki add`.
    public static let unclassified = Tag(label: "비분류 브랜드", image: "brand-unclassified")

    /// Every built-in brand, in the original app's order, ``unclassified`` last.
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
        unclassified,
    ]

    /// The built-in brand with this label (compared after NFC), if any.
    public static func brand(labelled label: String) -> Tag? {
        let normalized = Tag.normalized(label)
        return all.first { $0.label == normalized }
    }
}
