import PokiImaging

/// A pose to try in a four-cut photo booth: a built-in one from ``PoseCatalog`` or one the user added.
///
/// Built-in poses have stable IDs such as `alone-01`, `two-07` or `many-12`; the album gives the
/// user's own poses their IDs. Encoded with these property names as JSON keys; absent optionals are omitted.
public struct Pose: Sendable, Equatable, Codable, Identifiable {
    /// Stable identifier, unique across the catalog and the user's poses.
    public var id: String
    /// Who the pose is for.
    public var category: PoseCategory
    /// Short Korean name of the pose, e.g. `볼 하트`.
    public var title: String
    /// One to three Korean sentences on where to put hands, faces and props.
    public var howTo: String
    /// The pose's picture, as a path relative to the album directory; nil when it has none (every built-in pose).
    public var imagePath: String?
    /// A free-form remark, e.g. a variation or a caution.
    public var note: String?
    /// The dominant colours of the pose's picture, when it has one.
    public var palette: Palette?
    /// Lower-case hex SHA-256 of the pose's picture, for poses added since the album could be
    /// merged between devices: it tells the picture apart from another device's under the same name.
    public var imageSHA256: String?

    public init(
        id: String,
        category: PoseCategory,
        title: String,
        howTo: String,
        imagePath: String? = nil,
        note: String? = nil,
        palette: Palette? = nil,
        imageSHA256: String? = nil
    ) {
        self.id = id
        self.category = category
        self.title = title
        self.howTo = howTo
        self.imagePath = imagePath
        self.note = note
        self.palette = palette
        self.imageSHA256 = imageSHA256
    }
}
