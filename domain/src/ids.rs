use serde::{Deserialize, Serialize};

use crate::validation::Invalid;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(i64);

        impl $name {
            pub fn new(value: i64) -> Result<Self, Invalid> {
                if value > 0 {
                    Ok(Self(value))
                } else {
                    Err(Invalid::NotPositiveId)
                }
            }

            /// For ids read back from storage, which only ever holds positive ids.
            pub fn from_stored(value: i64) -> Self {
                Self(value)
            }

            pub fn get(self) -> i64 {
                self.0
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

id_type!(
    /// A user account.
    UserId
);
id_type!(
    /// A role: a named set of permissions.
    RoleId
);
id_type!(
    /// An educational institution: an academic lyceum or a higher-education institution.
    InstitutionId
);

id_type!(
    /// A building of an institution.
    BuildingId
);
id_type!(
    /// A room in a building.
    RoomId
);
id_type!(
    /// A numbered lesson period of an institution's day.
    ClassHourId
);

id_type!(
    /// A position of the ministry's catalogue.
    PositionId
);

id_type!(
    /// A direction of study of the national classifier.
    DirectionId
);

id_type!(
    /// A faculty, chair or section of an institution.
    DepartmentId
);

id_type!(
    /// A department of the ministry.
    MinistryDepartmentId
);

id_type!(
    /// A person known to the system by PINFL, whatever institutions employ or teach them.
    CitizenId
);

id_type!(
    /// A person's employment in one institution.
    StaffId
);

id_type!(
    /// A kind of subject the ministry's curricula group subjects by.
    SubjectTypeId
);

id_type!(
    /// A subject of the ministry's catalogue.
    SubjectId
);

/// The names curricula know the catalogue's ids by.
pub type EduSubjectTypeId = SubjectTypeId;
pub type EduSubjectId = SubjectId;

id_type!(
    /// A named set of subjects taught together.
    SubjectBundleId
);

id_type!(
    /// A model curriculum of the ministry.
    CurriculumTemplateId
);

id_type!(
    /// An institution's curriculum.
    CurriculumId
);

id_type!(
    /// A group of students studying by one curriculum.
    GroupId
);

id_type!(
    /// A student of an institution.
    StudentId
);

id_type!(
    /// A weekly lesson of a group's timetable.
    ScheduleId
);

id_type!(
    /// A topic of a teacher's subject.
    TopicId
);

id_type!(
    /// A control sheet: one control of one subject for one group in a semester, at one attempt.
    ControlSheetId
);

id_type!(
    /// A span of a student's absences the dean's office excused.
    ExcuseId
);

id_type!(
    /// A research project of an institution.
    ProjectId
);

id_type!(
    /// A publication of an institution's staff.
    PublicationId
);

id_type!(
    /// A doctoral student of an institution.
    DoctoralStudentId
);

id_type!(
    /// A dissertation defence of a doctoral student.
    DefenceId
);

id_type!(
    /// A scheduled midterm or final exam (or a retake) of a group in a subject.
    ExamId
);

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn only_positive_numbers_are_ids(n in any::<i64>()) {
            prop_assert_eq!(UserId::new(n).is_ok(), n > 0);
        }
    }
}
