/// How a start tag ends where libxml2 stood when it handed the tag over: on its `>`, on the `/` of its
/// `/>`, or (before libxml2 reports the tag cut short) on neither.
struct TagEnding {
    /// A byte each, so that a recorded start tag stays within four words.
    private let lengthByte: UInt8
    /// Written as an empty-element tag: libxml2 stood on a `/`.
    let isEmpty: Bool

    /// The bytes of `>` or `/>` from where libxml2 stood (0 when it stood on neither).
    var length: Int { Int(lengthByte) }

    /// `at` is where libxml2 stands; its buffer ends with a NUL, so the byte after a `/` can be read.
    @inline(__always)
    init(at: UnsafePointer<UInt8>) {
        isEmpty = at[0] == UInt8(ascii: "/")
        lengthByte = at[0] == UInt8(ascii: ">") ? 1 : (isEmpty && at[1] == UInt8(ascii: ">") ? 2 : 0)
    }

    init(length: Int, isEmpty: Bool) {
        lengthByte = UInt8(length)
        self.isEmpty = isEmpty
    }
}
