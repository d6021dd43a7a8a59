// @generated automatically by Diesel CLI.

diesel::table! {
    audit_log (id, at) {
        id -> Int8,
        at -> Timestamptz,
        actor_id -> Nullable<Int8>,
        actor_role_id -> Nullable<Int8>,
        institution_id -> Nullable<Int8>,
        action -> Text,
        entity_type -> Text,
        entity_id -> Nullable<Int8>,
        changes -> Jsonb,
        request_id -> Nullable<Text>,
        client_ip -> Nullable<Text>,
        user_agent -> Nullable<Text>,
    }
}

diesel::table! {
    buildings (id) {
        id -> Int8,
        institution_id -> Int8,
        name -> Text,
        address -> Text,
        floors -> Int2,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    citizens (id) {
        id -> Int8,
        pinfl -> Text,
        last_name -> Text,
        first_name -> Text,
        middle_name -> Text,
        birth_date -> Date,
        gender -> Int2,
        passport -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    class_hours (id) {
        id -> Int8,
        institution_id -> Int8,
        number -> Int2,
        start_time -> Time,
        end_time -> Time,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    curriculum_template_subjects (curriculum_template_id, edu_subject_id) {
        curriculum_template_id -> Int8,
        edu_subject_id -> Int8,
        study_hours -> Int4,
    }
}

diesel::table! {
    curriculum_templates (id) {
        id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        edu_direction_id -> Nullable<Int8>,
        institution_type -> Text,
        number_of_semesters -> Int4,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    edu_directions (id) {
        id -> Int8,
        code -> Text,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        institution_type -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    edu_subject_types (id) {
        id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    edu_subjects (id) {
        id -> Int8,
        code -> Text,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        edu_subject_type_id -> Int8,
        study_hours -> Int4,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    institution_departments (id) {
        id -> Int8,
        institution_id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        kind -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    institution_positions (id) {
        id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        is_teaching -> Bool,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    institutions (id) {
        id -> Int8,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        short_name -> Text,
        code -> Text,
        kind -> Text,
        region -> Text,
        address -> Text,
        phone -> Text,
        director -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    login_attempts (id) {
        id -> Int8,
        username -> Text,
        user_id -> Nullable<Int8>,
        succeeded -> Bool,
        at -> Timestamptz,
        client_ip -> Nullable<Text>,
    }
}

diesel::table! {
    ministry_departments (id) {
        id -> Int8,
        parent_id -> Nullable<Int8>,
        name_uz -> Text,
        name_ru -> Text,
        name_en -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    oneid_states (state) {
        state -> Text,
        expires_at -> Timestamptz,
    }
}

diesel::table! {
    revoked_sessions (session_id) {
        session_id -> Text,
        expires_at -> Timestamptz,
    }
}

diesel::table! {
    rooms (id) {
        id -> Int8,
        building_id -> Int8,
        name -> Text,
        floor -> Int2,
        capacity -> Int4,
        kind -> Text,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    roles (id) {
        id -> Int8,
        name -> Text,
        level -> Text,
        permissions -> Array<Text>,
        is_system -> Bool,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    staff_position_subjects (staff_position_id, edu_subject_id) {
        staff_position_id -> Int8,
        edu_subject_id -> Int8,
    }
}

diesel::table! {
    staff_positions (id) {
        id -> Int8,
        staff_id -> Int8,
        position_id -> Int8,
        work_form -> Text,
        rate -> Int2,
    }
}

diesel::table! {
    staffs (id) {
        id -> Int8,
        institution_id -> Int8,
        citizen_id -> Int8,
        status -> Text,
        deleted_at -> Nullable<Timestamptz>,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    user_institutions (user_id, institution_id) {
        user_id -> Int8,
        institution_id -> Int8,
    }
}

diesel::table! {
    user_roles (user_id, role_id) {
        user_id -> Int8,
        role_id -> Int8,
    }
}

diesel::table! {
    users (id) {
        id -> Int8,
        username -> Text,
        name -> Text,
        password_hash -> Text,
        pinfl -> Nullable<Text>,
        is_active -> Bool,
        is_system -> Bool,
        last_login_at -> Nullable<Timestamptz>,
        version -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        deleted_at -> Nullable<Timestamptz>,
    }
}

diesel::joinable!(buildings -> institutions (institution_id));
diesel::joinable!(class_hours -> institutions (institution_id));
diesel::joinable!(curriculum_template_subjects -> curriculum_templates (curriculum_template_id));
diesel::joinable!(curriculum_template_subjects -> edu_subjects (edu_subject_id));
diesel::joinable!(curriculum_templates -> edu_directions (edu_direction_id));
diesel::joinable!(edu_subjects -> edu_subject_types (edu_subject_type_id));
diesel::joinable!(institution_departments -> institutions (institution_id));
diesel::joinable!(login_attempts -> users (user_id));
diesel::joinable!(rooms -> buildings (building_id));
diesel::joinable!(staff_position_subjects -> edu_subjects (edu_subject_id));
diesel::joinable!(staff_position_subjects -> staff_positions (staff_position_id));
diesel::joinable!(staff_positions -> institution_positions (position_id));
diesel::joinable!(staff_positions -> staffs (staff_id));
diesel::joinable!(staffs -> citizens (citizen_id));
diesel::joinable!(staffs -> institutions (institution_id));
diesel::joinable!(user_institutions -> institutions (institution_id));
diesel::joinable!(user_institutions -> users (user_id));
diesel::joinable!(user_roles -> roles (role_id));
diesel::joinable!(user_roles -> users (user_id));

diesel::allow_tables_to_appear_in_same_query!(
    audit_log,
    buildings,
    citizens,
    class_hours,
    curriculum_template_subjects,
    curriculum_templates,
    edu_directions,
    edu_subject_types,
    edu_subjects,
    institution_departments,
    institution_positions,
    institutions,
    login_attempts,
    ministry_departments,
    oneid_states,
    revoked_sessions,
    rooms,
    roles,
    staff_position_subjects,
    staff_positions,
    staffs,
    user_institutions,
    user_roles,
    users,
);
