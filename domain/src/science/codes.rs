//! The code lists of the area: each value with its upper-case code and its label in three
//! languages, parsed strictly (an unknown code is refused, a blank one is missing).

macro_rules! code_list {
    ($(#[$doc:meta])* $name:ident { $($variant:ident = $code:literal, $uz:literal, $ru:literal, $en:literal;)+ }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name {
            $($variant,)+
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant,)+];

            pub fn code(self) -> &'static str {
                match self {
                    $($name::$variant => $code,)+
                }
            }

            pub fn parse(code: &str) -> Result<$name, $crate::validation::Invalid> {
                let code = code.trim();
                if code.is_empty() {
                    return Err($crate::validation::Invalid::Required);
                }
                Self::ALL.iter().copied().find(|v| v.code() == code).ok_or($crate::validation::Invalid::UnknownValue)
            }

            /// For codes read back from storage, which were checked when they were written.
            pub fn from_stored(code: &str) -> $name {
                Self::ALL.iter().copied().find(|v| v.code() == code).unwrap_or(Self::ALL[0])
            }

            pub fn label(self) -> $crate::language::Text {
                match self {
                    $($name::$variant => $crate::language::Text::new($uz, $ru, $en),)+
                }
            }
        }
    };
}
