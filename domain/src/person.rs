use serde::{Deserialize, Serialize};

/// Gender as the forms and the PINFL give it: 1 male, 2 female.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Gender {
    Male,
    Female,
}

impl Gender {
    pub fn code(self) -> i16 {
        match self {
            Gender::Male => 1,
            Gender::Female => 2,
        }
    }

    pub fn from_code(code: i16) -> Option<Gender> {
        match code {
            1 => Some(Gender::Male),
            2 => Some(Gender::Female),
            _ => None,
        }
    }
}
