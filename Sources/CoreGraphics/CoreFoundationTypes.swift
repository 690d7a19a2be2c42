import Foundation

// Core Foundation's object types, which Apple's CoreGraphics and ImageIO
// take and return and which swift-corelibs-foundation does not declare:
// each is the Foundation class Apple's toll-free bridges it to, so code
// written for iOS casts as it does there (`data as CFData`,
// `options as CFDictionary`, `properties as? [CFString: Any]`,
// `UTType.png.identifier as CFString`).

public typealias CFTypeRef = AnyObject
public typealias CFString = NSString
public typealias CFData = NSData
public typealias CFMutableData = NSMutableData
public typealias CFDictionary = NSDictionary
public typealias CFMutableDictionary = NSMutableDictionary
public typealias CFArray = NSArray
public typealias CFURL = NSURL
public typealias CFNumber = NSNumber
public typealias CFIndex = Int
