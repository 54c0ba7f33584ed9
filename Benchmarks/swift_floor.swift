// The Swift floor: a Swift program that does nothing, linked statically (`swiftc -O -static-executable`,
// as settingsc's release build is). Its time beside the empty C program's is what the Swift runtime's own
// start-up costs here, before any statement of a Swift tool runs. The small case shows both.
let nothing = 0
