//! Actors and fixtures the use-case tests share.

use domain::actor::Actor;
use domain::ids::{InstitutionId, RoleId, SubjectId, SubjectTypeId, UserId};
use domain::multilingual::MultilingualName;
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::study::StudyHours;
use domain::subject::{Subject, SubjectDraft};
use domain::version::Version;

use crate::AppError;

/// A ministry-level actor holding exactly `permissions`.
pub fn ministry(permissions: &[Permission]) -> Actor {
    actor(RoleLevel::Ministry, None, permissions)
}

/// An actor of institution 2 holding exactly `permissions`.
pub fn institution(permissions: &[Permission]) -> Actor {
    actor(RoleLevel::Institution, Some(2), permissions)
}

fn actor(level: RoleLevel, institution: Option<i64>, permissions: &[Permission]) -> Actor {
    Actor {
        user_id: UserId::from_stored(1),
        role_id: RoleId::from_stored(2),
        role_level: level,
        permissions: permissions.iter().copied().collect(),
        institution_id: institution.map(InstitutionId::from_stored),
        is_system: false,
        session_id: "s".into(),
    }
}

pub fn name(uz: &str) -> MultilingualName {
    MultilingualName::from_stored(uz.into(), String::new(), String::new())
}

pub fn subject(id: i64) -> Subject {
    Subject {
        id: SubjectId::from_stored(id),
        details: SubjectDraft {
            code: format!("S-{id}"),
            name: name("Fizika"),
            subject_type_id: SubjectTypeId::from_stored(1),
            study_hours: StudyHours::from_stored(120),
        },
        subject_type_name: name("Umumkasbiy fanlar"),
        version: Version::new(1),
    }
}

pub fn is_forbidden<T: std::fmt::Debug>(result: Result<T, AppError>) -> bool {
    matches!(result, Err(AppError::Forbidden))
}

/// The fields a validation refusal names.
pub fn refused_fields<T: std::fmt::Debug>(result: Result<T, AppError>) -> Vec<String> {
    match result {
        Err(AppError::Validation(errors)) => errors.fields().iter().map(|(f, _)| f.clone()).collect(),
        other => panic!("expected a validation refusal, got {other:?}"),
    }
}
